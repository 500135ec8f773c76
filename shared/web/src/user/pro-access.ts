import { useQuery } from '@tanstack/react-query';
import type { Plans, User } from '@handyq/domain/schemas';
import { useSession } from '@handyq/web';
import { queryClient } from '@handyq/web/server';
// The two queries alone, not this folder's entry (its dialogs are not needed here): the
// practice log's outbox reads this file too.
import { plansQuery } from './plans';
import { ownUserQuery } from './own-user';

/**
 * Who may use a Pro feature (the PracticeLog, the Line Kit): a visitor is told it needs an
 * account; a Basic user with trial mode off may not.
 */
export type ProAccess = 'loading' | 'visitor' | 'allowed' | 'proOnly';

/**
 * The rule: logged out, a visitor; with trial mode on, or on the Pro plan, allowed; otherwise
 * Pro only. Still being asked is 'loading'. Not to be had (`unreachable`: offline, or the server
 * not answering, with nothing kept) counts as allowed on this device: the camera reads on the
 * device, and runs are kept and shown, and the server decides when they are sent (a Basic
 * user's, trial mode off, are then refused with the plan's message). An answer once had stays
 * while the device is offline (the query cache, and the service worker's copy of /api/plans
 * and /api/user/:id), so a Pro feature keeps working offline.
 */
export function proAccessOf(
  loggedIn: boolean | 'restoring',
  plans: Plans | undefined,
  user: Pick<User, 'plan'> | undefined,
  unreachable = false,
): ProAccess {
  if (loggedIn === 'restoring') return 'loading';
  if (!loggedIn) return 'visitor';
  if (plans?.trialMode || user?.plan.tier === 'pro') return 'allowed';
  if (plans && user) return 'proOnly';
  return unreachable ? 'allowed' : 'loading';
}

/** Live: whether the logged-in user (or a visitor) may use a Pro feature. */
export function useProAccess(): ProAccess {
  const userId = useSession((s) => s.user?._id ?? null);
  const restoring = useSession((s) => s.restoring);
  const plans = useQuery({ ...plansQuery, enabled: userId !== null }, queryClient);
  // The record is read only when the plan decides (trial mode off).
  const own = useQuery(
    { ...ownUserQuery(userId ?? ''), enabled: userId !== null && plans.data?.trialMode === false },
    queryClient,
  );
  const unreachable = (plans.isError && !plans.data) || (own.isError && !own.data);
  return proAccessOf(restoring && !userId ? 'restoring' : userId !== null, plans.data, own.data, unreachable);
}

/**
 * The same answer now, for a call outside React (`add`): what the cache holds, else one request
 * each (no retry: a run's end must not wait on a flaky network to be kept).
 */
export async function proAccessNow(): Promise<ProAccess> {
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
  return proAccessOf(true, plans, own, !plans || !own);
}
