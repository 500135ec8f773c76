import { durationText, sequenceTimeline, type CraftSequence } from '@handyq/cue/cue-craft';
import { formatClock } from '@handyq/cue';
import s from './cue-craft.module.css';

/** The total time, and the timeline of what plays, from when: the run as it will be laid out. */
export function SequencePreview({ seq, speechRate }: { seq: CraftSequence; speechRate?: number }) {
  const { rows, totalS } = sequenceTimeline(seq, { speechRate });
  const taps = rows.filter((r) => r.seconds === null).length;
  return (
    <section className={s.preview} aria-label="Preview">
      <h2 className={s.previewTitle}>Preview</h2>
      <p className={s.total}>
        Total {durationText(Math.round(totalS))}
        {taps > 0 && ` and ${taps} ${taps === 1 ? 'step' : 'steps'} until you tap`}
      </p>
      <details className={s.timeline}>
        <summary>{`Timeline (${rows.length} ${rows.length === 1 ? 'part' : 'parts'})`}</summary>
        <ol>
          {rows.map((r, i) => (
            <li key={i} className={r.kind === 'rest' ? s.restRow : undefined}>
              <span className={s.at}>{formatClock(r.startS)}</span>
              <span className={s.what}>
                {r.name || '(no name)'}
                {r.round && <span className={s.round}> · {r.round}</span>}
              </span>
              <span className={s.len}>{r.seconds === null ? 'until tap' : durationText(r.seconds)}</span>
            </li>
          ))}
        </ol>
      </details>
    </section>
  );
}
