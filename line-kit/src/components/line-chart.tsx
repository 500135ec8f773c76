import { useId, useState } from 'react';
import type { LineTrack } from '@handyq/domain/schemas';
import { heldSeconds } from '@handyq/line';
import s from './line-chart.module.css';

const W = 320;
const H = 120;

/**
 * A hold's line score over time: a small SVG chart (0-100 up the side, the hold's seconds along
 * the bottom), with the same points as a table for a screen reader or anyone who wants numbers.
 */
export function LineChart({ track, title }: { track: LineTrack; title: string }) {
  const [table, setTable] = useState(false);
  const id = useId();
  const end = Math.max(1, track.heldMs);
  const x = (t: number) => (t / end) * W;
  const y = (score: number) => H - (score / 100) * H;
  const seconds = heldSeconds(track.heldMs);
  const path = track.points
    .map(([t, score], i) => `${i ? 'L' : 'M'}${x(t).toFixed(1)},${y(score).toFixed(1)}`)
    .join(' ');
  return (
    <figure className={s.chart}>
      <div className={s.plot}>
        {/* the score's scale, up the side (the chart's own name says it for a screen reader) */}
        <div className={s.yAxis} aria-hidden>
          <span>100</span>
          <span>50</span>
          <span>0</span>
        </div>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-label={`${title}: line score (0 to 100) over ${seconds} s, average ${track.average}, worst ${track.worst}`}
          preserveAspectRatio="none"
        >
          <line x1={0} x2={W} y1={y(50)} y2={y(50)} className={s.grid} />
          <line x1={0} x2={W} y1={y(track.average)} y2={y(track.average)} className={s.average} />
          <path d={path} className={s.score} />
        </svg>
      </div>
      <figcaption className={s.caption}>
        <span>0 s</span>
        <button
          type="button"
          className={s.toggle}
          aria-expanded={table}
          aria-controls={id}
          onClick={() => setTable(!table)}
        >
          {table ? 'Hide table' : 'Show as table'}
        </button>
        <span>{seconds} s</span>
      </figcaption>
      {table && (
        <table id={id} className={s.table}>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Second</th>
              <th scope="col">Line score</th>
            </tr>
          </thead>
          <tbody>
            {track.points.map(([t, score]) => (
              <tr key={t}>
                <td>{(t / 1000).toFixed(1)}</td>
                <td>{score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </figure>
  );
}
