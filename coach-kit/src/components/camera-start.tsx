import { useEffect, useRef, useState } from 'react';
import { PRO_ONLY_MESSAGES } from '@handyq/domain';
import { HoldWatcher } from '@handyq/line';
import { CAMERA_PROBLEMS, useLineCamera } from '@handyq/line/camera';
import { useProAccess } from '@handyq/web/pro-access';
import s from './camera-start.module.css';

export const CAMERA_START_TEXTS = {
  fallback: 'HoldOn runs on its timer instead.',
  starting: 'Starting the camera…',
  loading: 'Loading the pose model…',
  waiting: 'Kick up: the hold starts when the camera sees you upside down.',
  holding: 'Upside down: holding.',
  away: 'The camera cannot see you: step back until your whole body is in view.',
} as const;

/**
 * HoldOn's camera start (loaded only when the switch is on): the front camera's picture, small,
 * for propping the phone, and a HoldWatcher on each frame. `onUp` when the camera sees the user
 * go up (the page starts the hold), `onDown` when they come down (the page ends it). A camera or
 * model that cannot be had, or a plan without Line Kit access, is `onUnavailable`: the page runs
 * on its timer, and this says why.
 */
export default function CameraStart({
  waiting,
  onUp,
  onDown,
  onUnavailable,
}: {
  /** The run waits for a hold to start: one already going (up before Start) starts it now. */
  waiting: boolean;
  onUp: () => void;
  onDown: () => void;
  onUnavailable: (why: string) => void;
}) {
  const access = useProAccess();
  const allowed = access === 'allowed';
  const watcher = useRef(new HoldWatcher());
  const [holding, setHolding] = useState(false);
  const {
    videoRef,
    status: cameraStatus,
    problem,
    sample,
  } = useLineCamera(allowed ? { kind: 'camera', facing: 'user' } : null, (sample) => {
    const event = watcher.current.see(sample.person ? sample.reading.upsideDown : null, sample.at);
    if (event?.type === 'up') {
      setHolding(true);
      onUp();
    } else if (event?.type === 'down') {
      setHolding(false);
      onDown();
    }
  });
  const unavailable =
    access === 'proOnly'
      ? PRO_ONLY_MESSAGES.lineKit
      : access === 'visitor'
        ? 'Log in to use the camera.'
        : problem
          ? `${CAMERA_PROBLEMS[problem].title}. ${CAMERA_PROBLEMS[problem].advice}`
          : null;
  useEffect(() => {
    if (waiting && watcher.current.holding) onUp();
  }, [waiting, onUp]);
  useEffect(() => {
    if (unavailable) onUnavailable(unavailable);
  }, [unavailable, onUnavailable]);

  if (unavailable)
    return (
      <p className={s.problem} role="alert">
        {unavailable} {CAMERA_START_TEXTS.fallback}
      </p>
    );
  const status =
    cameraStatus === 'starting' || access === 'loading'
      ? CAMERA_START_TEXTS.starting
      : cameraStatus === 'loading'
        ? CAMERA_START_TEXTS.loading
        : holding
          ? CAMERA_START_TEXTS.holding
          : sample && !sample.person
            ? CAMERA_START_TEXTS.away
            : CAMERA_START_TEXTS.waiting;
  return (
    <section className={s.camera} aria-label="Camera start">
      <video ref={videoRef} className={s.video} muted playsInline aria-label="Camera" />
      <p className={s.status} role="status">
        {status}
      </p>
    </section>
  );
}
