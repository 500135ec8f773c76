import { useEffect, useRef, useState } from 'react';
import { PRO_ONLY_MESSAGES } from '@handyq/domain';
import type { LineTrack } from '@handyq/domain/schemas';
import { HoldWatcher, LineTrackRecorder, joinTracks } from '@handyq/line';
import { CAMERA_PROBLEMS, useLineCamera, type LineSample } from '@handyq/line/camera';
import { useProAccess } from '@handyq/web/pro-access';
import { CAMERA_START_TEXTS } from '../lib/camera-start-texts';
import s from './camera-start.module.css';

/**
 * HoldOn's camera start (loaded only when the switch is on): the front camera's picture, small,
 * for propping the phone, and a HoldWatcher on each frame. `onUp` when the camera sees the user
 * go up (the page starts the hold), `onDown` when they come down (the page ends it). What the
 * camera reads is shown only while a hold can start or runs (before Start and in a rest it says
 * what comes next). Each hold it sees start and end in a run keeps its line: `onLine` hears the
 * run's holds so far as one line (null as a new run starts). A camera or model that cannot be
 * had, or a plan without Line Kit access, is `onUnavailable`: the page runs on its timer, and
 * this says why.
 */
export default function CameraStart({
  run,
  onUp,
  onDown,
  onLine,
  onUnavailable,
  onSample,
}: {
  /**
   * Where the run is: before Start; waiting for a kick-up (one already going starts the hold
   * now); in a hold; or between holds (a rest, paused, done).
   */
  run: 'idle' | 'waiting' | 'hold' | 'between';
  onUp: () => void;
  onDown: () => void;
  onLine: (line: LineTrack | null) => void;
  onUnavailable: (why: string) => void;
  /** Each frame's reading, as it comes (Record keeps them with its video). */
  onSample?: (sample: LineSample) => void;
}) {
  const waiting = run === 'waiting';
  const access = useProAccess();
  const allowed = access === 'allowed';
  const watcher = useRef(new HoldWatcher());
  const [holding, setHolding] = useState(false);
  // the hold being watched (one that starts a hold of the run, or comes while one runs), and
  // the run's holds so far
  const track = useRef<LineTrackRecorder | null>(null);
  const holds = useRef<LineTrack[]>([]);
  const runNow = useRef(run);
  useEffect(() => {
    runNow.current = run;
    if (run === 'idle') {
      holds.current = [];
      onLine(null);
    }
  }, [run, onLine]);
  const {
    videoRef,
    status: cameraStatus,
    problem,
    sample,
  } = useLineCamera(allowed ? { kind: 'camera', facing: 'user' } : null, (sample) => {
    onSample?.(sample);
    const event = watcher.current.see(sample.person ? sample.reading.upsideDown : null, sample.at);
    if (event?.type === 'up') {
      setHolding(true);
      if (runNow.current === 'waiting' || runNow.current === 'hold')
        track.current = new LineTrackRecorder(event.at);
      onUp();
    }
    track.current?.add(sample.at, sample.reading.score);
    if (event?.type === 'down') {
      setHolding(false);
      const line = track.current?.finish(event.at);
      track.current = null;
      if (line) {
        holds.current = [...holds.current, line];
        onLine(joinTracks(holds.current));
      }
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
    if (waiting && watcher.current.holding) {
      // up before the run began waiting: the hold starts now, and its line from now
      track.current ??= new LineTrackRecorder(performance.now());
      onUp();
    }
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
        : sample && !sample.person
          ? CAMERA_START_TEXTS.away
          : run === 'idle'
            ? CAMERA_START_TEXTS.ready
            : run === 'between'
              ? CAMERA_START_TEXTS.between
              : holding
                ? CAMERA_START_TEXTS.holding
                : run === 'hold'
                  ? CAMERA_START_TEXTS.timed
                  : CAMERA_START_TEXTS.waiting;
  return (
    // data-sees: what the camera reads now (a handstand or not), whatever the run is doing
    <section
      className={s.camera}
      aria-label="Camera start"
      data-sees={holding ? 'handstand' : 'no-handstand'}
    >
      <video ref={videoRef} className={s.video} muted playsInline aria-label="Camera" />
      <p className={s.status} role="status">
        {status}
      </p>
    </section>
  );
}
