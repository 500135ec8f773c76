import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { LOGIN_REQUIRED_MSG, type ToolKey } from '@handyq/domain';
import type { RunnerSnapshot } from '@handyq/cue';
import { toast } from '@handyq/web';

const CAMERA_START_KEY = 'handyq-camera-start';

/**
 * HoldOn's 'Camera start' switch, remembered on this device. `on` once the camera can be had: a
 * camera refused (or a plan without the Line Kit) leaves HoldOn on its timer until the switch is
 * turned off and on again.
 */
export function useCameraStart(tool: ToolKey, loggedIn: boolean) {
  const [wanted, setWanted] = useState(
    () => tool === 'holdOn' && loggedIn && localStorage.getItem(CAMERA_START_KEY) === 'on',
  );
  const [down, setDown] = useState(false);
  const want = (on: boolean) => {
    if (on && !loggedIn) return toast.info(LOGIN_REQUIRED_MSG);
    localStorage.setItem(CAMERA_START_KEY, on ? 'on' : 'off');
    setWanted(on);
    setDown(false);
  };
  const unavailable = useCallback(() => setDown(true), []);
  return { wanted: wanted && tool === 'holdOn', on: wanted && tool === 'holdOn' && !down, want, unavailable };
}

/**
 * What the camera's moves do to the run: up starts the hold the run waits for, down ends the
 * hold that runs. Both stay the same functions for the page's life.
 */
export function useCameraMoves(snapshot: RunnerSnapshot, act: (what: 'signal' | 'skipPhase') => void) {
  // the camera's moves act on the run as it is when they come. A layout effect: it runs before
  // the camera's own effects (children's passive effects run before a parent's), so the camera
  // that already sees a handstand when the run starts waiting for one reads 'waitingForSignal'
  // here and starts the hold, rather than the state before it and nothing until the next kick-up.
  const live = useRef({ snapshot, act });
  useLayoutEffect(() => {
    live.current = { snapshot, act };
  });
  const cameraUp = useCallback(() => {
    if (live.current.snapshot.state === 'waitingForSignal') live.current.act('signal');
  }, []);
  const cameraDown = useCallback(() => {
    const { state, phase } = live.current.snapshot;
    if (state === 'running' && phase?.phase === 'hold') live.current.act('skipPhase');
  }, []);
  return { cameraUp, cameraDown };
}
