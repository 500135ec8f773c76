import { useId } from 'react';
import { Play } from 'lucide-react';
import { paths } from '@handyq/domain';
import { sequenceSummary, type CraftSequence } from '@handyq/cue/cue-craft';
import { ButtonLink } from '@handyq/web';
import s from './item-sections.module.css';

/**
 * A drill's CueCraft sequence: its name, steps and time, and the way to run it in CueCraft
 * (read-only there until the runner saves it to their favorites).
 */
export default function ItemSequence({ itemId, sequence }: { itemId: string; sequence: CraftSequence }) {
  const headingId = useId();
  return (
    <section className={s.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={s.heading}>
        CueCraft sequence
      </h3>
      <p className={s.text}>
        <strong>{sequence.name}</strong> · {sequenceSummary(sequence)}
      </p>
      <ButtonLink to={paths.itemSequence(itemId)}>
        <Play size={18} aria-hidden /> Run in CueCraft
      </ButtonLink>
    </section>
  );
}
