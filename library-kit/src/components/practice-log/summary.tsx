import { Flame } from 'lucide-react';
import { TOOL_KEYS } from '@handyq/domain';
import type { PracticeLogStats } from '@handyq/domain/schemas';
import { Card } from '@handyq/web';
import { BEST_LABELS, formatDuration, shortDay, streakText } from '../../lib/practice-log-format';
import s from './practice-log.module.css';

/** Streak, this week, and each tool's personal best with its day ('—' when none yet). */
export function Summary({ stats }: { stats: PracticeLogStats | undefined }) {
  const dash = '—';
  return (
    <section aria-labelledby="log-summary" className={s.summary}>
      <h2 id="log-summary" className="hq-visually-hidden">
        Summary
      </h2>
      <Card className={s.stat}>
        <h3 className={s.statLabel}>
          <Flame size={18} aria-hidden /> Streak
        </h3>
        <p className={s.statValue}>{stats ? streakText(stats.streak.days) : dash}</p>
      </Card>
      <Card className={s.stat}>
        <h3 className={s.statLabel}>This week</h3>
        {stats ? (
          <ul className={s.week}>
            <li>
              <strong>{stats.week.sessions}</strong> {stats.week.sessions === 1 ? 'session' : 'sessions'}
            </li>
            <li>
              <strong>{stats.week.minutes}</strong> min
            </li>
            <li>
              {/* '8 min 46 s held', not '526 s held' */}
              <strong>{formatDuration(stats.week.secondsHeld * 1000)}</strong> held
            </li>
          </ul>
        ) : (
          <p className={s.statValue}>{dash}</p>
        )}
      </Card>
      <Card className={`${s.stat} ${s.bests}`}>
        <h3 className={s.statLabel}>Personal bests</h3>
        <dl className={s.bestList}>
          {TOOL_KEYS.map((tool) => {
            const best = stats?.bests[tool];
            const { label, format } = BEST_LABELS[tool];
            return (
              <div key={tool} className={s.best}>
                <dt>{label}</dt>
                <dd>
                  {best ? (
                    <>
                      <strong>{format(best.value)}</strong>{' '}
                      <time dateTime={best.day} className={s.muted}>
                        {shortDay(best.day, stats?.today)}
                      </time>
                    </>
                  ) : (
                    dash
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </Card>
    </section>
  );
}
