/**
 * Whether the server runs in trial mode (everything free). Read with plain fetch: Home shows
 * the answer and must not download the API client for it. No answer (offline, old server):
 * trial mode, the default.
 */
export async function fetchTrialMode(): Promise<boolean> {
  try {
    const res = await fetch('/api/plans');
    if (!res.ok) return true;
    const body = (await res.json()) as { trialMode?: unknown };
    return body.trialMode !== false;
  } catch {
    return true;
  }
}
