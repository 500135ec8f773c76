import { useCallback, useEffect, useRef, useState } from 'react';
import type { RunnerSnapshot } from '@handyq/cue';
import { CAMERA_PROBLEMS, CameraError, openCamera, type Facing, type LineSample } from '@handyq/line/camera';
import type { Feed } from './feed';
import { RECORD_TEXTS } from './texts';
import {
  POSES_MAX,
  POSES_PER_SECOND,
  RecordingTimeline,
  StorageFullError,
  keepRecording,
  type RecordedPose,
  type RecordedRun,
  type Recording,
  type RecordingInfo,
} from '@handyq/web/practice-log';

/** The first of these the browser records: WebM in Chromium and Firefox, MP4 in Safari. */
const TYPES = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm', 'video/mp4'];

export const recordingType = (): string | null =>
  typeof MediaRecorder === 'undefined' ? null : (TYPES.find((t) => MediaRecorder.isTypeSupported(t)) ?? null);

/** What a run is of, kept with its recording: a workout's item and title, a sequence's name. */
export interface RunOf {
  itemId?: string;
  title: string;
}

export type RecorderStatus = 'starting' | 'ready' | 'recording' | 'saving' | 'failed';

interface Take {
  recorder: MediaRecorder;
  chunks: Blob[];
  poses: RecordedPose[];
  timeline: RecordingTimeline;
  startedAt: number;
  createdAt: number;
}

/**
 * A run recorded from the camera (open while the page wants it): the recording starts as the
 * run leaves 'idle' and ends at 'Done!💪' (or when the run is reset or the page goes), each phase
 * marked with its time, and is kept on the device for `userId`. A camera that cannot be had, a
 * browser that cannot record, or no room left says so (`problem`); the run goes on either way.
 */
export function useRunRecorder({
  snapshot,
  planTimeMs,
  tool,
  of,
  userId,
  facing,
  poses,
}: {
  snapshot: RunnerSnapshot;
  /** The run's plan clock now (it stands still before the first cue, paused, and waiting). */
  planTimeMs: () => number;
  tool: RecordedRun;
  /**
   * What the run is of, kept with the recording: a workout's Library item and title (`tool`
   * 'workout'), or a CueCraft sequence's name.
   */
  of?: RunOf;
  userId: string;
  facing: Facing;
  /**
   * The pose model's readings of the front camera, where it runs (HoldOn's camera start): kept
   * with a recording the front camera makes, for the line drawn over it as it plays.
   */
  poses?: Feed<LineSample>;
}) {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [status, setStatus] = useState<RecorderStatus>('starting');
  const [problem, setProblem] = useState<string | null>(null);
  const [kept, setKept] = useState<RecordingInfo | null>(null);
  const take = useRef<Take | null>(null);
  // the camera the status and problem are of: another one chosen is 'starting' until it answers
  const [openedFor, setOpenedFor] = useState<Facing | null>(null);
  // a new take begun: its first phase is marked then (the phase came before the take)
  const [takes, setTakes] = useState(0);

  const itemId = of?.itemId;
  const title = of?.title;
  const finish = useCallback(() => {
    const t = take.current;
    if (!t) return;
    take.current = null;
    setStatus('saving');
    t.recorder.onstop = () => {
      const recording: Recording = {
        id: crypto.randomUUID(),
        userId,
        tool,
        ...(itemId ? { itemId } : {}),
        ...(title !== undefined ? { title } : {}),
        createdAt: t.createdAt,
        durationMs: Math.round(performance.now() - t.startedAt),
        video: new Blob(t.chunks, { type: t.recorder.mimeType || 'video/webm' }),
        marks: t.timeline.marks,
        ...(t.poses.length ? { poses: t.poses } : {}),
      };
      // a recorder that filmed nothing (WebKitGTK without an H.264 encoder hands over no bytes)
      if (recording.video.size === 0) {
        setProblem(RECORD_TEXTS.empty);
        setStatus('ready');
        return;
      }
      keepRecording(recording).then(
        (info) => {
          setKept(info);
          setStatus('ready');
          // kept until the user deletes it: asked once there is something to keep
          void navigator.storage?.persist?.().catch(() => false);
        },
        (e: unknown) => {
          console.error('A recording could not be kept:', e);
          setProblem(e instanceof StorageFullError ? RECORD_TEXTS.full : RECORD_TEXTS.notKept);
          setStatus('ready');
        },
      );
    };
    if (t.recorder.state !== 'inactive') t.recorder.stop();
    else t.recorder.onstop?.(new Event('stop'));
  }, [tool, userId, itemId, title]);

  // the camera, while the recorder is on the page
  useEffect(() => {
    let stopped = false;
    let opened: MediaStream | undefined;
    if (!recordingType()) return;
    openCamera(facing).then(
      (s) => {
        opened = s;
        if (stopped) s.getTracks().forEach((track) => track.stop());
        else {
          setStream(s);
          setStatus('ready');
          setProblem(null);
          setOpenedFor(facing);
        }
      },
      (e: unknown) => {
        if (stopped) return;
        const p = e instanceof CameraError ? CAMERA_PROBLEMS[e.problem] : null;
        setProblem(p ? `${p.title}. ${RECORD_TEXTS.cameraFallback}` : RECORD_TEXTS.cameraFallback);
        setStatus('failed');
        setOpenedFor(facing);
      },
    );
    return () => {
      stopped = true;
      opened?.getTracks().forEach((track) => track.stop());
      setStream(null);
    };
  }, [facing]);

  // each phase of the run, marked when its cue is due (before the run's end below ends the take):
  // on the plan clock, so a phase shown a moment before or after its cue is marked on the cue.
  // A phase shown before the plan clock has begun (the first, as Start is pressed: the first cue
  // is heard one speech lead later) is marked once it has.
  const plan = useRef(planTimeMs);
  useEffect(() => {
    plan.current = planTimeMs;
  });
  const waiting = snapshot.state === 'waitingForSignal';
  const done = snapshot.state === 'done';
  // where plan time 0 falls on the page's clock, as last read while the plan clock ran (it moves
  // with a pause or a wait): at the run's end the clock stops at the plan's length, and 'Done' is
  // marked on it rather than when the page gets round to showing it
  const origin = useRef<number | null>(null);
  // the session (a workout's step) whose phases were last marked
  const markedSession = useRef(0);
  useEffect(() => {
    const t = take.current;
    const phase = snapshot.phase;
    if (!t || !phase) return;
    const session = snapshot.session;
    if (waiting) return t.timeline.see(phase, performance.now(), session);
    if (done && origin.current !== null) return t.timeline.see(phase, origin.current + phase.at, session);
    // A workout's step that ends: the runner has moved on to the next step (whose plan clock
    // starts again from 0) as it shows this one's 'Done'. Marked as that step's, on its clock.
    if (phase.phase === 'done') {
      if (origin.current !== null) t.timeline.see(phase, origin.current + phase.at, markedSession.current);
      return;
    }
    markedSession.current = session;
    let frame = 0;
    const mark = () => {
      const p = plan.current();
      // a plan (or a workout's next step) not yet begun: its first phase is marked once it has
      if (p <= 0 && phase.at === 0) {
        frame = requestAnimationFrame(mark);
        return;
      }
      const now = performance.now();
      if (!done) origin.current = now - p;
      t.timeline.see(phase, now - (p - phase.at), session);
    };
    mark();
    return () => cancelAnimationFrame(frame);
  }, [snapshot.phase, snapshot.session, waiting, done, takes]);

  // the take: from the run's first cue to its end
  const running = snapshot.state !== 'idle' && snapshot.state !== 'done';
  const isWorkout = tool === 'workout';
  useEffect(() => {
    if (running && stream && !take.current) {
      const type = recordingType();
      if (!type) return;
      const recorder = new MediaRecorder(stream, { mimeType: type });
      const startedAt = performance.now();
      const t: Take = {
        recorder,
        chunks: [],
        poses: [],
        timeline: new RecordingTimeline(startedAt, isWorkout),
        startedAt,
        createdAt: Date.now(),
      };
      recorder.ondataavailable = (e) => {
        if (e.data.size) t.chunks.push(e.data);
      };
      recorder.onstart = () => {
        setTakes((n) => n + 1);
        setKept(null);
        setProblem(null);
        setStatus('recording');
      };
      recorder.start(1000);
      origin.current = null;
      take.current = t;
    } else if (!running && take.current) {
      finish();
    }
  }, [running, stream, finish, isWorkout]);

  // the line as the model reads it, kept with a take of the same (front) camera, a few a second
  useEffect(() => {
    if (!poses || facing !== 'user') return;
    const gap = 1000 / POSES_PER_SECOND - 10;
    return poses.subscribe((sample) => {
      const t = take.current;
      if (!t || !sample.person || t.poses.length >= POSES_MAX) return;
      const atMs = Math.round(sample.at - t.startedAt);
      const last = t.poses.at(-1);
      if (atMs < 0 || (last && atMs - last.atMs < gap)) return;
      const pose: RecordedPose['pose'] = {};
      for (const [part, p] of Object.entries(sample.pose))
        if (p)
          pose[part] = {
            x: Math.round(p.x * 10) / 10,
            y: Math.round(p.y * 10) / 10,
            score: Math.round(p.score * 100) / 100,
          };
      t.poses.push({ atMs, width: sample.width, height: sample.height, pose });
    });
  }, [poses, facing]);

  // the page going ends the take, and keeps what it has
  useEffect(() => () => finish(), [finish]);

  // a browser with no MediaRecorder (or none that records video) says so, and the run goes on
  if (!recordingType())
    return { stream: null, status: 'failed' as const, problem: RECORD_TEXTS.unsupported, kept: null };
  if (openedFor !== facing) return { stream: null, status: 'starting' as const, problem: null, kept };
  return { stream, status, problem, kept };
}
