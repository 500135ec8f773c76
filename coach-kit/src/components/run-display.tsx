import { useEffect, useRef } from 'react';
import type { RunnerSnapshot } from '@handyq/cue';
import s from './run-display.module.css';

const R = 88;
const CIRCUMFERENCE = 2 * Math.PI * R;

/** While a tool runs: the phase, big mm:ss, set and rep, a progress ring, what comes next. */
export function RunDisplay({
  snapshot,
  planTimeMs,
  sets = true,
}: {
  snapshot: RunnerSnapshot;
  planTimeMs: () => number;
  /** The run counts sets (the timers); CueCraft's has its rounds instead. */
  sets?: boolean;
}) {
  const ring = useRef<SVGCircleElement>(null);
  const { display, phase, state } = snapshot;

  // The ring moves every frame from the plan clock (it stands still while paused).
  useEffect(() => {
    let raf = 0;
    const draw = () => {
      const el = ring.current;
      if (el) {
        const p =
          phase && phase.durationMs > 0
            ? Math.min(1, Math.max(0, (planTimeMs() - phase.at) / phase.durationMs))
            : state === 'done'
              ? 1
              : 0;
        el.style.strokeDashoffset = String(CIRCUMFERENCE * (1 - p));
      }
      raf = requestAnimationFrame(draw);
    };
    draw();
    return () => cancelAnimationFrame(raf);
  }, [phase, planTimeMs, state]);

  if (!display) return null;
  return (
    <section className={s.display} aria-label="Timer">
      <div className={s.ringWrap}>
        <svg className={s.ring} viewBox="0 0 200 200" aria-hidden>
          <circle className={s.track} cx="100" cy="100" r={R} />
          <circle ref={ring} className={s.bar} cx="100" cy="100" r={R} strokeDasharray={CIRCUMFERENCE} />
        </svg>
        <div className={s.center}>
          <p className={s.label} aria-live="polite">
            {display.label}
          </p>
          {display.clock && (
            <p className={s.clock} role="timer">
              {display.clock}
            </p>
          )}
        </div>
      </div>
      <p className={s.meta}>
        {sets && (
          <span>
            Set {display.set} of {display.numSets}
          </span>
        )}
        {display.rep !== null && display.numReps !== null && (
          <span>
            Rep {display.rep} of {display.numReps}
          </span>
        )}
        {display.round && <span>{display.round}</span>}
        {state === 'paused' && <span className={s.paused}>Paused</span>}
      </p>
      {display.next && (
        <p className={s.next}>
          {sets ? `Next: set ${display.next.set} — ${display.next.label}` : `Next: ${display.next.label}`}
        </p>
      )}
    </section>
  );
}
