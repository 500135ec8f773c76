import { useQuery } from '@tanstack/react-query';
import { ownUserQuery } from './own-user';
import { PlanDialog } from './plan-dialog';

/** Plan Comparison for the signed-in user, opened where a plan keeps something from them. */
export function PlanDialogOpener({
  userId,
  reason,
  onClose,
}: {
  userId: string;
  reason: string;
  onClose: () => void;
}) {
  const { data: user } = useQuery(ownUserQuery(userId));
  return user ? <PlanDialog user={user} reason={reason} onClose={onClose} /> : null;
}
