import { lazy, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `React.lazy` for a part of a screen whose file may not load: offline, when the browser has
 * dropped the files the service worker kept after the page opened. A plain lazy part would throw
 * to the kit's error screen ("… could not load") and take the whole screen with it; this one
 * renders `Unloaded` in its place. Once `Unloaded` has been on screen, the part's next mount (the
 * next run's end screen, the dialog opened again) tries its file again, so it shows once the
 * network is back. Render it inside a Suspense, as any lazy component.
 */
export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  Unloaded: ComponentType<P>,
): ComponentType<P> {
  let shownUnloaded = false;
  function Shown(props: P) {
    useEffect(() => {
      shownUnloaded = true;
    }, []);
    return <Unloaded {...props} />;
  }
  const attempt = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      load().catch((err: unknown) => {
        console.error('A part of this screen could not load', err);
        return { default: Shown };
      }),
    );
  let current = attempt();
  return function LazyPart(props: P) {
    // Picked when mounted. Not on `Unloaded`'s way in: a part that suspends mounts afresh when
    // its file settles, and trying again then would never end.
    const [Part] = useState(() => {
      if (shownUnloaded) {
        shownUnloaded = false;
        current = attempt();
      }
      return current;
    });
    return <Part {...props} />;
  };
}
