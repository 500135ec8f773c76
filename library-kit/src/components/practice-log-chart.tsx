import { useEffect, useRef, useState } from 'react';
import { Group } from '@visx/group';
import { scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { formatSeconds, seriesDays, seriesSummary, shortDay } from '../lib/practice-log-format';
import s from './practice-log-chart.module.css';

// The longest HoldOn hold per day, drawn with visx (its SVG shapes over d3's scales; the axes
// are plain SVG text, which keeps @visx/text's CSS-calc parser out): loaded only by
// the PracticeLog page, in a chunk of its own, after the page's first paint. The picture is
// named for screen readers by one sentence; the page carries the figures as a table beside it.

const HEIGHT = 190;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 44 };

/** Day labels under the axis: '23 Nov' (no weekday: there is little room). */
const tickDay = (day: string) => shortDay(day).replace(/^\S+ /, '');

export default function PracticeLogChart({
  points,
  days,
  today,
}: {
  points: { day: string; seconds: number }[];
  days: number;
  today: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(340);
  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.max(200, Math.round(entry.contentRect.width)));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const all = seriesDays(points, today, days);
  const innerW = width - MARGIN.left - MARGIN.right;
  const innerH = HEIGHT - MARGIN.top - MARGIN.bottom;
  const max = Math.max(30, ...points.map((p) => p.seconds));
  const x = scaleLinear<number>({ domain: [0, days], range: [0, innerW] });
  const y = scaleLinear<number>({ domain: [0, max], range: [innerH, 0], nice: true });
  const step = innerW / days;
  const barW = Math.max(1.5, step * 0.7);
  const ticks = [0, Math.round((days - 1) / 2), days - 1];

  return (
    <div ref={box} className={s.chart}>
      <svg width={width} height={HEIGHT} role="img" aria-label={seriesSummary(points, days, today)}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          {y.ticks(4).map((t) => (
            <line key={`g${t}`} className={s.grid} x1={0} x2={innerW} y1={y(t)} y2={y(t)} />
          ))}
          {all.map((p, i) =>
            p.seconds > 0 ? (
              <Bar
                key={p.day}
                className={s.bar}
                x={x(i) + (step - barW) / 2}
                y={y(p.seconds)}
                width={barW}
                height={innerH - y(p.seconds)}
                rx={Math.min(3, barW / 2)}
              />
            ) : null,
          )}
          {y.ticks(4).map((t) => (
            <text key={t} className={s.tick} x={-6} y={y(t)} dy="0.33em" textAnchor="end">
              {formatSeconds(t).replace(' min', '')}
            </text>
          ))}
          <line className={s.axis} x1={0} x2={innerW} y1={innerH} y2={innerH} />
          {ticks.map((i, n) => (
            <text
              key={i}
              className={s.tick}
              x={x(i) + step / 2}
              y={innerH + 18}
              textAnchor={n === 0 ? 'start' : n === ticks.length - 1 ? 'end' : 'middle'}
            >
              {tickDay(all[i]?.day ?? today)}
            </text>
          ))}
        </Group>
      </svg>
    </div>
  );
}
