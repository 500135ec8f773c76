import { useEffect, useState } from 'react';

type OrientationPermission = { requestPermission?: () => Promise<'granted' | 'denied'> };

/**
 * The phone's roll in degrees (DeviceOrientation's gamma: 0 when held straight up), or null on a
 * device that does not tell it. Where the browser asks first (Safari on iOS), `ask` must be
 * called from a tap.
 */
export function usePhoneRoll(): { roll: number | null; needsPermission: boolean; ask: () => void } {
  const [roll, setRoll] = useState<number | null>(null);
  const [allowed, setAllowed] = useState(false);
  const ctor = typeof DeviceOrientationEvent === 'undefined' ? undefined : DeviceOrientationEvent;
  const needsPermission =
    !allowed && typeof (ctor as OrientationPermission | undefined)?.requestPermission === 'function';
  useEffect(() => {
    if (!ctor || needsPermission) return;
    const on = (e: DeviceOrientationEvent) => setRoll(e.gamma === null ? null : Math.round(e.gamma));
    window.addEventListener('deviceorientation', on);
    return () => window.removeEventListener('deviceorientation', on);
  }, [ctor, needsPermission]);
  const ask = () =>
    void (ctor as OrientationPermission | undefined)
      ?.requestPermission?.()
      .then((answer) => setAllowed(answer === 'granted'))
      .catch(() => undefined);
  return { roll, needsPermission, ask };
}
