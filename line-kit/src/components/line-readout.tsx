import { unseenText, type Measure } from '@handyq/line';
import type { LineSample } from '@handyq/line/camera';
import s from './line-readout.module.css';

const deg = (v: number | null) => (v === null ? null : `${Math.round(v)}°`);

/**
 * One frame's line, as text with labels: what a screen reader (and a test) reads. Each figure
 * the camera could not see says so, never a guess.
 */
export function LineReadout({ sample, label = 'Your line' }: { sample: LineSample | null; label?: string }) {
  if (!sample) return null;
  const r = sample.reading;
  const position = !sample.person
    ? 'No one in view'
    : r.upsideDown === null
      ? "Can't tell which way up"
      : r.upsideDown
        ? 'Upside down'
        : 'Not upside down';
  const rows: [string, string][] = [
    ['Position', position],
    ['Line score', r.score === null ? '—' : String(r.score)],
    ['Shoulder angle', deg(r.shoulderAngle.value) ?? unseenOf(r.shoulderAngle)],
    ['Hip angle', deg(r.hipAngle.value) ?? unseenOf(r.hipAngle)],
  ];
  const fix = r.upsideDown && r.faults[0] ? r.faults[0].advice : null;
  return (
    <section className={s.readout} aria-label={label}>
      <dl className={s.figures}>
        {rows.map(([name, value]) => (
          <div key={name} className={s.figure}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {sample.person && (
        <p className={s.fix}>
          {fix ? (
            <>
              Fix first: <strong>{fix}</strong>
            </>
          ) : r.upsideDown && r.score !== null ? (
            'A straight line: hold it.'
          ) : r.unseen[0] ? (
            r.unseen[0]
          ) : (
            'Kick up: the line is read while you are upside down.'
          )}
        </p>
      )}
    </section>
  );
}

const unseenOf = (m: Measure) => (m.unseen ? unseenText(m.unseen) : '—');
