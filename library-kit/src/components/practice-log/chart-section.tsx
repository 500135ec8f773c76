import { Suspense, lazy } from 'react';
import { PRACTICE_LOG_SERIES_DAYS } from '@handyq/domain';
import type { PracticeLogStats } from '@handyq/domain/schemas';
import { Card } from '@handyq/web';
import { shortDay } from '../../lib/practice-log-format';
import s from './practice-log.module.css';

// The chart's library comes in a chunk of its own, after the page's first paint.
const PracticeLogChart = lazy(() => import('../practice-log-chart'));

/** The longest hold per day: the span to show, the chart (loaded apart), and its figures as a table. */
export function ChartSection({
  stats,
  days,
  onDays,
  stale,
}: {
  stats: PracticeLogStats | undefined;
  days: number;
  onDays: (days: number) => void;
  stale: boolean;
}) {
  const points = stats?.series.points ?? [];
  return (
    <Card className={s.chartCard} aria-labelledby="log-chart">
      <div className={s.chartHead}>
        <h2 id="log-chart" className={s.heading}>
          Longest hold per day
        </h2>
        <div role="group" aria-label="Days shown" className={s.segments}>
          {PRACTICE_LOG_SERIES_DAYS.map((n) => (
            <button
              key={n}
              type="button"
              aria-pressed={days === n}
              className={s.segment}
              onClick={() => onDays(n)}
            >
              {n} days
            </button>
          ))}
        </div>
      </div>
      <div className={stale ? s.stale : undefined} aria-busy={stale}>
        {stats ? (
          <Suspense fallback={<div className={s.chartSpace} />}>
            <PracticeLogChart points={points} days={stats.series.days} today={stats.today} />
          </Suspense>
        ) : (
          <div className={s.chartSpace} />
        )}
      </div>
      <details className={s.table}>
        <summary>Show as table</summary>
        {points.length ? (
          <table>
            <caption className="hq-visually-hidden">Longest HoldOn hold per day, last {days} days</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Seconds</th>
              </tr>
            </thead>
            <tbody>
              {[...points].reverse().map((p) => (
                <tr key={p.day}>
                  <td>
                    <time dateTime={p.day}>{shortDay(p.day, stats?.today)}</time>
                  </td>
                  <td>{p.seconds}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className={s.muted}>No HoldOn holds in the last {days} days.</p>
        )}
      </details>
    </Card>
  );
}
