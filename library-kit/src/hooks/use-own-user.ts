import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { sessionUserSchema } from '@handyq/shared/schemas';
import { useSession } from '@handyq/shared/web';
import { ownUserQuery } from '@handyq/shared/web/user';

/**
 * The logged-in user's record as stored now (no data for a visitor). The tab's session copy
 * follows it, so what reads the session (the unread mark on the bell) shows notifications
 * added since login.
 */
export function useOwnUser() {
  const id = useSession((st) => st.user?._id);
  const query = useQuery({ ...ownUserQuery(id ?? ''), enabled: !!id });
  const { data } = query;
  useEffect(() => {
    const session = useSession.getState();
    if (!data || session.user?._id !== data._id) return;
    const copy = sessionUserSchema.safeParse(data);
    if (copy.success) session.setUser(copy.data);
  }, [data]);
  return query;
}
