import { useEffect, useRef, useState } from 'react';
import { Button } from '@handyq/web';
import { clockOf, markAt, syncPointOf, type RecordingInfo } from '@handyq/web/practice-log';
import { useVideoUrl } from './use-video-url';
import { phaseText } from './phase-text';
import s from './record.module.css';

/** Further apart than this (s), the second video is moved back in step with the first. */
const DRIFT_S = 0.1;

const nameOf = (r: RecordingInfo) =>
  new Date(r.createdAt).toLocaleString(undefined, {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/**
 * Two recordings of the same timer played together, lined up on the work's first phase (the
 * hold's start, past the count or the wait for a kick-up): one play button and one slider for
 * both, each with the phase it shows.
 */
export function SideBySide({ pair }: { pair: readonly [RecordingInfo, RecordingInfo] }) {
  const urls = [useVideoUrl(pair[0].id), useVideoUrl(pair[1].id)];
  const videos = [useRef<HTMLVideoElement>(null), useRef<HTMLVideoElement>(null)] as const;
  const sync = pair.map((r) => syncPointOf(r.marks));
  // the time both show, in ms from their lined-up point (negative: before it)
  const from = -Math.min(...sync);
  const to = Math.min(...pair.map((r, i) => r.durationMs - sync[i]!));
  const [t, setT] = useState(from);
  const [playing, setPlaying] = useState(false);

  const place = (ms: number) => {
    videos.forEach((v, i) => {
      if (v.current) v.current.currentTime = Math.max(0, (sync[i]! + ms) / 1000);
    });
    setT(ms);
  };

  // while playing: the slider follows the first video, and the second is kept in step with it
  useEffect(() => {
    if (!playing) return;
    let frame = 0;
    const follow = () => {
      const [a, b] = [videos[0].current, videos[1].current];
      if (!a || !b) return;
      const ms = a.currentTime * 1000 - sync[0]!;
      const want = (sync[1]! + ms) / 1000;
      if (Math.abs(b.currentTime - want) > DRIFT_S) b.currentTime = want;
      setT(ms);
      if (a.ended || ms >= to) {
        a.pause();
        b.pause();
        setPlaying(false);
        return;
      }
      frame = requestAnimationFrame(follow);
    };
    frame = requestAnimationFrame(follow);
    return () => cancelAnimationFrame(frame);
    // the refs and the lined-up points are the same for the pair's life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [playing, to]);

  const play = () => {
    if (playing) {
      videos.forEach((v) => v.current?.pause());
      setPlaying(false);
      return;
    }
    place(t >= to ? from : t);
    void Promise.all(videos.map((v) => v.current?.play())).then(
      () => setPlaying(true),
      () => setPlaying(false),
    );
  };

  return (
    <section className={s.playback} aria-label="Side by side">
      <h3 className={s.title}>Side by side</h3>
      <p className={s.meta}>Lined up on the start of the hold.</p>
      <div className={s.pair}>
        {pair.map((r, i) => {
          const now = markAt(r.marks, sync[i]! + t);
          return (
            <figure key={r.id} className={s.side} data-sync-ms={sync[i]}>
              <video
                ref={videos[i]}
                className={s.player}
                src={urls[i] ?? undefined}
                muted
                playsInline
                preload="auto"
                aria-label={`Recording of ${nameOf(r)}`}
              />
              <figcaption className={s.meta}>
                {nameOf(r)}
                <br />
                <strong data-testid="side-phase">{phaseText(r, now)}</strong>
              </figcaption>
            </figure>
          );
        })}
      </div>
      <div className={s.controls}>
        <Button onClick={play}>{playing ? 'Pause both' : 'Play both'}</Button>
        <label className={s.slider}>
          <span>
            {t < 0 ? '−' : ''}
            {clockOf(Math.abs(t))} from the hold
          </span>
          <input
            type="range"
            min={Math.round(from)}
            max={Math.round(to)}
            step={100}
            value={Math.round(t)}
            aria-label="Time from the start of the hold, in both"
            onChange={(e) => place(Number(e.target.value))}
          />
        </label>
      </div>
    </section>
  );
}
