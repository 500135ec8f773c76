import type { WakeLock } from '../runner';
import { browserGlobals, type DocumentLike, type NavigatorLike } from './dom';

/**
 * The Screen Wake Lock API. The browser drops the lock when the page is hidden; it is taken
 * again when the page is visible, until released. Rejects where the API is missing (the runner
 * only logs that). Touches no browser global until requested.
 */
export function createScreenWakeLock(
  options: { navigator?: NavigatorLike; document?: DocumentLike } = {},
): WakeLock {
  return {
    async request() {
      const api = (options.navigator ?? browserGlobals().navigator)?.wakeLock;
      const doc = options.document ?? browserGlobals().document;
      if (!api) throw new Error('Screen Wake Lock API not available');
      let sentinel = await api.request('screen');
      let released = false;
      const onVisible = () => {
        if (released || doc?.visibilityState !== 'visible' || !sentinel.released) return;
        api.request('screen').then(
          (s) => {
            if (released) void s.release();
            else sentinel = s;
          },
          (error: unknown) => console.warn('Wake lock request failed', error),
        );
      };
      doc?.addEventListener('visibilitychange', onVisible);
      return async () => {
        released = true;
        doc?.removeEventListener('visibilitychange', onVisible);
        if (!sentinel.released) await sentinel.release();
      };
    },
  };
}
