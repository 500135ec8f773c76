import { useQuery } from '@tanstack/react-query';
import type { Plans, User } from '@handyq/shared/schemas';
import { useSession } from '@handyq/shared/web';
import { queryClient } from '@handyq/shared/web/server';
// The two queries alone, not @handyq/shared/web/user's entry (its dialogs are not needed here).
import { plansQuery } from '../user/plans';
import { ownUserQuery } from '../user/own-user';

/** Who may log: a visitor is told logging needs an account; a Basic user with trial mode off may not. */
export type PracticeLogAccess = 'loading' | 'visitor' | 'allowed' | 'proOnly';

/**
 * The rule: logged out, a visitor; with trial mode on, or on the Pro plan, allowed; otherwise
 * Pro only. Still being asked is 'loading'. Not to be had (`unreachable`: offline, or the server
 * not answering, with nothing kept) counts as allowed on this device: runs are kept and the log
 * shows them, and the server decides when they are sent (a Basic user's, trial mode off, are then
 * refused with the plan's message). An answer once
 * had stays while the device is offline (the query cache, and the service worker's copy of
 * /api/plans and /api/user/:id), so logging keeps working offline.
 */
export function accessOf(
  loggedIn: boolean | 'restoring',
  plans: Plans | undefined,
  user: Pick<User, 'plan'> | undefined,
  unreachable = false,
): PracticeLogAccess {
  if (loggedIn === 'restoring') return 'loading';
  if (!loggedIn) return 'visitor';
  if (plans?.trialMode || user?.plan.tier === 'pro') return 'allowed';
  if (plans && user) return 'proOnly';
  return unreachable ? 'allowed' : 'loading';
}

/** Live: whether the logged-in user (or a visitor) may log. */
export function usePracticeLogAccess(): PracticeLogAccess {
  const userId = useSession((s) => s.user?._id ?? null);
  const restoring = useSession((s) => s.restoring);
  const plans = useQuery({ ...plansQuery, enabled: userId !== null }, queryClient);
  // The record is read only when the plan decides (trial mode off).
  const own = useQuery(
    { ...ownUserQuery(userId ?? ''), enabled: userId !== null && plans.data?.trialMode === false },
    queryClient,
  );
  const unreachable = (plans.isError && !plans.data) || (own.isError && !own.data);
  return accessOf(restoring && !userId ? 'restoring' : userId !== null, plans.data, own.data, unreachable);
}

/**
 * The same answer now, for a call outside React (`add`): what the cache holds, else one request
 * each (no retry: a run's end must not wait on a flaky network to be kept).
 */
export async function accessNow(): Promise<PracticeLogAccess> {
  const { user, restoring } = useSession.getState();
  if (!user) return restoring ? 'loading' : 'visitor';
  const read = async <T>(key: readonly unknown[], fetch: () => Promise<T>): Promise<T | undefined> =>
    queryClient.getQueryData<T>(key) ?? fetch().catch(() => undefined);
  const plans = await read(plansQuery.queryKey, () =>
    queryClient.fetchQuery({ ...plansQuery, retry: false }),
  );
  if (plans?.trialMode) return 'allowed';
  const ownQuery = ownUserQuery(user._id);
  const own = await read(ownQuery.queryKey, () => queryClient.fetchQuery({ ...ownQuery, retry: false }));
  // what could not be had is not to be had now: the run is kept, the server decides
  return accessOf(true, plans, own, !plans || !own);
}
