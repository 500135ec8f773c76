import { useEffect, useId, useRef, useState } from 'react';
import { TOOL_NAMES } from '@handyq/domain';
import { Button } from '@handyq/web';
import { drawSkeleton, type Pose } from '@handyq/line';
import { clockOf, markAt, poseAt, type RecordingInfo } from '@handyq/web/practice-log';
import { RECORD_TEXTS, RECORD_WORKOUT_TEXTS } from './texts';
import { useVideoUrl } from './use-video-url';
import { phaseText } from './phase-text';
import s from './record.module.css';

/** One frame at the camera's usual 30 a second. */
const FRAME_S = 1 / 30;
const SLOW_RATE = 0.25;

const when = (ms: number) =>
  new Date(ms).toLocaleString(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' });

/**
 * A recording played back: the video, the phase and set it shows as it plays, its cues marked
 * along it (each a button that goes there), slow motion and a frame at a time.
 */
export function Playback({ recording, title }: { recording: RecordingInfo; title: string }) {
  const url = useVideoUrl(recording.id);
  const video = useRef<HTMLVideoElement>(null);
  // the way back to the start after reading a recorded WebM's length, while it is pending
  const probe = useRef<(() => void) | null>(null);
  const [ms, setMs] = useState(0);
  const [slow, setSlow] = useState(false);
  const cuesId = useId();
  // the line as the model read it while recording (HoldOn's camera start), drawn as it plays
  const canvas = useRef<HTMLCanvasElement>(null);
  const hasLine = !!recording.poses?.length;
  const [showLine, setShowLine] = useState(true);
  useEffect(() => {
    if (!canvas.current) return;
    const p = showLine ? poseAt(recording.poses, ms) : null;
    drawSkeleton(canvas.current, (p?.pose as Pose | undefined) ?? null, p);
  }, [ms, showLine, recording.poses]);
  const now = markAt(recording.marks, ms);
  const end = Math.max(1, recording.durationMs);

  // follows the video frame by frame while it plays, and wherever it is moved to
  useEffect(() => {
    const el = video.current;
    if (!el) return;
    let frame = 0;
    const follow = () => {
      setMs(el.currentTime * 1000);
      if (!el.paused) frame = requestAnimationFrame(follow);
    };
    const onPlay = () => (frame = requestAnimationFrame(follow));
    // a recorded WebM knows its length only once read to its end: read it, then back to the start
    // (unless the user has gone somewhere meanwhile: `go` drops the way back)
    const onMeta = () => {
      if (el.duration === Infinity) {
        const back = () => {
          probe.current = null;
          el.currentTime = 0;
        };
        probe.current = back;
        el.currentTime = 1e9;
        el.addEventListener('seeked', back, { once: true });
      }
    };
    el.addEventListener('play', onPlay);
    el.addEventListener('seeked', follow);
    el.addEventListener('timeupdate', follow);
    el.addEventListener('loadedmetadata', onMeta);
    return () => {
      cancelAnimationFrame(frame);
      el.removeEventListener('play', onPlay);
      el.removeEventListener('seeked', follow);
      el.removeEventListener('timeupdate', follow);
      el.removeEventListener('loadedmetadata', onMeta);
    };
  }, [url]);

  useEffect(() => {
    if (video.current) video.current.playbackRate = slow ? SLOW_RATE : 1;
  }, [slow]);

  const go = (toMs: number) => {
    const el = video.current;
    if (!el) return;
    if (probe.current) el.removeEventListener('seeked', probe.current);
    probe.current = null;
    el.currentTime = Math.max(0, toMs / 1000);
    setMs(toMs);
  };
  const step = (frames: number) => {
    const el = video.current;
    if (!el) return;
    el.pause();
    go(el.currentTime * 1000 + frames * FRAME_S * 1000);
  };

  return (
    <section className={s.playback} aria-label={title}>
      <h3 className={s.title}>{title}</h3>
      <p className={s.meta}>
        {recording.title ??
          (recording.tool === 'workout'
            ? RECORD_WORKOUT_TEXTS.name
            : recording.tool === 'cueCraft'
              ? 'CueCraft'
              : TOOL_NAMES[recording.tool])}{' '}
        · {when(recording.createdAt)} · {clockOf(recording.durationMs)}
      </p>
      <div className={s.screen}>
        <video
          ref={video}
          className={s.player}
          src={url ?? undefined}
          controls
          playsInline
          preload="metadata"
          aria-label={`${title}: the video`}
        />
        {hasLine && <canvas ref={canvas} className={s.lineOver} data-testid="recording-line" aria-hidden />}
      </div>
      <p className={s.now} aria-live="off" data-testid="recording-phase">
        {phaseText(recording, now)}
      </p>
      {/* where each cue falls along the recording, and where it is now (the buttons below name them) */}
      <div className={s.track} aria-hidden>
        {recording.marks.map((m, i) => (
          <span key={i} className={s.tick} style={{ left: `${(m.atMs / end) * 100}%` }} />
        ))}
        <span className={s.head} style={{ left: `${Math.min(100, (ms / end) * 100)}%` }} />
      </div>
      <ol className={s.cues} id={cuesId} aria-label="Cues in this recording">
        {recording.marks.map((m, i) => (
          <li key={i}>
            <button
              type="button"
              className={s.cue}
              data-at-ms={m.atMs}
              aria-current={now === m ? 'true' : undefined}
              onClick={() => go(m.atMs)}
            >
              {clockOf(m.atMs)} {m.step ? `Step ${m.step}: ` : ''}
              {m.label}
              {recording.marks.some((o) => o.set > 1) ? ` (set ${m.set})` : ''}
            </button>
          </li>
        ))}
      </ol>
      <div className={s.controls}>
        <Button variant="secondary" onClick={() => step(-1)}>
          Frame back
        </Button>
        <Button variant="secondary" onClick={() => step(1)}>
          Frame on
        </Button>
        <label className={s.check}>
          <input type="checkbox" checked={slow} onChange={(e) => setSlow(e.target.checked)} /> Slow motion
        </label>
        {hasLine && (
          <label className={s.check}>
            <input type="checkbox" checked={showLine} onChange={(e) => setShowLine(e.target.checked)} />{' '}
            {RECORD_TEXTS.showLine}
          </label>
        )}
      </div>
    </section>
  );
}
