import { useCallback, useEffect, useRef, useState } from 'react';
import { personSeen, readLine, type LineReading } from '../line';
import type { Pose } from '../keypoints';
import { CameraError, openCamera, type CameraProblem, type Facing } from './camera';
import { poseEngine } from './default-engine';
import { PoseModelError, type PoseEngine, type PoseFrame } from './engine';

/** One frame's reading: the pose, the line read from it, and when. */
export interface LineSample {
  pose: Pose;
  reading: LineReading;
  /** A person is in the picture at all. */
  person: boolean;
  width: number;
  height: number;
  /** performance.now() when the frame was taken. */
  at: number;
  /** The model's time for the frame, ms. */
  ms: number;
}

export const sampleOf = (frame: PoseFrame, at: number): LineSample => ({
  pose: frame.pose,
  reading: readLine(frame.pose),
  person: personSeen(frame.pose),
  width: frame.width,
  height: frame.height,
  at,
  ms: frame.ms,
});

/** Reads a still picture (a photo the user chose): rejects with PoseModelError when the model cannot load. */
export async function readPicture(
  source: ImageBitmapSource,
  engine: PoseEngine = poseEngine(),
): Promise<LineSample> {
  const bitmap = await createImageBitmap(source);
  await engine.load();
  // a camera frame may still be in flight: wait for it rather than drop the user's photo
  for (let i = 0; engine.busy && i < 100; i++) await new Promise((r) => setTimeout(r, 20));
  return sampleOf(await engine.read(bitmap, { still: true }), performance.now());
}

/** What a page reads frames from: the camera, or a video the user chose. */
export type LineSource = { kind: 'camera'; facing: Facing } | { kind: 'video'; url: string };

export type LineCameraStatus = 'off' | 'starting' | 'loading' | 'running' | 'ended' | 'failed';

export interface LineCamera {
  /** Give it the <video> to show the source in. */
  videoRef: (el: HTMLVideoElement | null) => void;
  status: LineCameraStatus;
  problem: CameraProblem | null;
  /** The newest frame read. */
  sample: LineSample | null;
  /** After a problem: asks for the camera (and the model) again. */
  retry(): void;
}

/**
 * Frames are read at most this often (ms): about 12 a second, plenty for a readout and a hold's
 * start and end, and it leaves the phone's CPU (and battery) more than half of a core the model
 * would otherwise take reading every frame it can.
 */
export const READ_EVERY_MS = 80;

/** The next frame of the video to read, or 100 ms, whichever is first. */
function nextFrame(video: HTMLVideoElement): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, 100);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(done);
    else requestAnimationFrame(done);
  });
}

/**
 * A live source read frame by frame: the camera (or a chosen video) shown in the page's <video>,
 * each frame the model is free for sent to it, the rest dropped, so the readout is always the
 * newest frame and nothing queues. `onSample` hears every frame read (a tracker's samples);
 * `sample` is the newest for the readout. Stops the camera when `source` is null or the page
 * goes.
 */
export function useLineCamera(
  source: LineSource | null,
  onSample?: (sample: LineSample) => void,
): LineCamera {
  const video = useRef<HTMLVideoElement | null>(null);
  const [mounted, setMounted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const key = source ? (source.kind === 'camera' ? `camera:${source.facing}` : `video:${source.url}`) : null;
  // one run per source and attempt: what an older run found is not shown. A problem stays until
  // a retry (a page that shows it in place of the <video> unmounts that, and must not start over)
  const run = key ? `${key}#${attempt}` : null;
  const [state, setState] = useState<RunState>({ run: null, status: 'off', problem: null, sample: null });
  const heard = useRef(onSample);
  useEffect(() => {
    heard.current = onSample;
  });

  useEffect(() => {
    const el = video.current;
    if (!source || !run || !mounted || !el) return;
    let stopped = false;
    let stream: MediaStream | undefined;
    const engine = poseEngine();
    const set = (next: Omit<RunState, 'run'>) => {
      if (!stopped) setState({ run, ...next });
    };
    void (async () => {
      try {
        // the model downloads while the camera starts (and while its prompt is answered)
        const loading = engine.load();
        loading.catch(() => {});
        if (source.kind === 'camera') {
          stream = await openCamera(source.facing);
          if (stopped) return;
          el.srcObject = stream;
        } else {
          el.src = source.url;
        }
        el.muted = true;
        el.playsInline = true;
        await el.play().catch(() => {});
        set({ status: 'loading', problem: null, sample: null });
        await loading;
        let last: LineSample | null = null;
        let lastReadAt = 0;
        while (!stopped) {
          if (source.kind === 'video' && el.ended) {
            set({ status: 'ended', problem: null, sample: last });
            return;
          }
          await nextFrame(el);
          if (stopped || el.readyState < 2 || !el.videoWidth || engine.busy) continue;
          if (performance.now() - lastReadAt < READ_EVERY_MS) continue;
          const at = performance.now();
          lastReadAt = at;
          const bitmap = await createImageBitmap(el);
          let frame: PoseFrame;
          try {
            frame = await engine.read(bitmap, { still: source.kind === 'video' });
          } catch (e) {
            if (e instanceof PoseModelError) throw e;
            continue; // busy, or this frame could not be read: the next one will
          }
          if (stopped) return;
          last = sampleOf(frame, at);
          set({ status: 'running', problem: null, sample: last });
          heard.current?.(last);
        }
      } catch (e) {
        set({ status: 'failed', problem: e instanceof CameraError ? e.problem : 'model', sample: null });
      }
    })();
    return () => {
      stopped = true;
      stream?.getTracks().forEach((t) => t.stop());
      el.pause();
      el.srcObject = null;
      if (source.kind === 'video') el.removeAttribute('src');
    };
    // the source is keyed by what it is (run), not by the object's identity
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [run, mounted]);

  const now: Omit<RunState, 'run'> =
    state.run === run ? state : { status: run ? 'starting' : 'off', problem: null, sample: null };
  return {
    videoRef: useCallback((el: HTMLVideoElement | null) => {
      video.current = el;
      setMounted(el !== null);
    }, []),
    status: now.status,
    problem: now.problem,
    sample: now.sample,
    retry: () => setAttempt((n) => n + 1),
  };
}

interface RunState {
  run: string | null;
  status: LineCameraStatus;
  problem: CameraProblem | null;
  sample: LineSample | null;
}
