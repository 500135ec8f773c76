import { readoutWords } from '@handyq/line';
import type { LineSample } from '@handyq/line/camera';
import s from './line-readout.module.css';

/**
 * One frame's line, as text with labels: what a screen reader (and a test) reads. The line's
 * figures show only while upside down (standing, they mean nothing); each one the camera could
 * not see says so, never a guess. `live`: the camera, read as the trainee moves; otherwise a
 * photo or a video's frame (nothing to hold, nothing to kick up into).
 */
export function LineReadout({
  sample,
  live,
  label = 'Your line',
}: {
  sample: LineSample | null;
  live: boolean;
  label?: string;
}) {
  if (!sample) return null;
  const words = readoutWords(sample.reading, sample.person, live);
  const rows: [string, string][] = [
    ['Position', words.position],
    ...words.figures.map((f) => [f.name, f.value] as [string, string]),
  ];
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
      {words.advice && (
        <p className={s.fix}>
          {words.advice.fix ? (
            <>
              Fix first: <strong>{words.advice.text}</strong>
            </>
          ) : (
            words.advice.text
          )}
        </p>
      )}
    </section>
  );
}
