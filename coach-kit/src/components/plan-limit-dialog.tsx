import { useQuery } from '@tanstack/react-query';
import { PlanDialog, ownUserQuery } from '@handyq/web/user';

/** Plan Comparison, opened when the plan refused a save: why, and the plans side by side. */
export default function PlanLimitDialog({
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
