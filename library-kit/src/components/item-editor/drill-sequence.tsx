import { favoritesOf } from '@handyq/domain';
import { sequenceSummary, type CraftSequence } from '@handyq/cue/cue-craft';
import { SelectField, useSession } from '@handyq/web';
import { KEPT_SEQUENCE, pickSequence, sequenceChoice } from '../../lib/item-draft';
import s from './item-editor.module.css';

/**
 * A drill's CueCraft sequence: none, or one of the author's sequences (a copy, saved with the
 * drill: later edits of the favorite do not change it). Anyone who sees the drill runs it from
 * the item page.
 */
export default function DrillSequence({
  sequence,
  onChange,
  invalid,
}: {
  sequence: CraftSequence | null;
  onChange: (next: CraftSequence | null) => void;
  invalid: object;
}) {
  const favorites = favoritesOf(
    useSession((st) => st.user?.favorites),
    'cueCraft',
  );
  const choice = sequenceChoice(sequence, favorites);
  return (
    <section className={s.section}>
      <h2 className={s.heading}>CueCraft sequence</h2>
      <SelectField
        label="Sequence to run"
        value={choice}
        {...invalid}
        hint={
          sequence
            ? `${sequenceSummary(sequence)}. Anyone who sees this drill can run it from its page.`
            : favorites.length
              ? 'Anyone who sees this drill can run it from its page.'
              : 'You have no CueCraft sequences saved yet: build one in CueCraft and save it.'
        }
        onChange={(e) => onChange(pickSequence(sequence, favorites, e.target.value))}
      >
        <option value="">None</option>
        {choice === KEPT_SEQUENCE && sequence && (
          <option value={KEPT_SEQUENCE}>{sequence.name} (as saved with this drill)</option>
        )}
        {favorites.map((f) => (
          <option key={f.name} value={f.name}>
            {f.name}
          </option>
        ))}
      </SelectField>
    </section>
  );
}
