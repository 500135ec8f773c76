import type { WakeLock } from '../runner';
import { UNSUPPORTED } from '../screen-awake';
import { browserGlobals, type DocumentLike, type NavigatorLike, type WakeLockSentinelLike } from './dom';

/**
 * The Screen Wake Lock API. The browser drops the lock when the page is hidden; it is taken
 * again when the page is visible (or at once, if dropped while visible), until released; a
 * browser that refuses then (WebKit grants it only near a tap) is reported through `onLost`.
 * Rejects where the API is missing (the runner only logs that). Touches no browser global until
 * requested.
 */
export function createScreenWakeLock(
  options: { navigator?: NavigatorLike; document?: DocumentLike } = {},
): WakeLock {
  return {
    async request(onLost) {
      const api = (options.navigator ?? browserGlobals().navigator)?.wakeLock;
      const doc = options.document ?? browserGlobals().document;
      if (!api) throw Object.assign(new Error('Screen Wake Lock API not available'), { name: UNSUPPORTED });
      let released = false;
      let retaking = false;
      const retake = () => {
        if (released || retaking || !sentinel.released) return;
        retaking = true;
        api.request('screen').then(
          (s) => {
            retaking = false;
            if (released) void s.release();
            else watch(s);
          },
          (error: unknown) => {
            retaking = false;
            console.warn('Wake lock request failed', error);
            if (!released) onLost?.();
          },
        );
      };
      // dropped while the page is seen (not hidden: that is the browser's rule, undone on return)
      const watch = (s: WakeLockSentinelLike) => {
        sentinel = s;
        s.addEventListener?.('release', () => {
          if (s === sentinel && doc?.visibilityState === 'visible') retake();
        });
      };
      let sentinel: WakeLockSentinelLike = await api.request('screen');
      watch(sentinel);
      const onVisible = () => {
        if (doc?.visibilityState === 'visible') retake();
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
