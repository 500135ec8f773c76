import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { FEATURE_KEYS, LIBRARY_ITEM_LIMITS, TOOL_NAMES, favoritesOf, type FeatureKey } from '@handyq/domain';
import { Button, IconButton, SelectField, useSession } from '@handyq/web';
import {
  addStep,
  moveStep,
  removeStep,
  setStepFavorite,
  setStepFeature,
  type DraftStep,
} from '../../lib/item-draft';
import type { ListChange } from './types';
import s from './item-editor.module.css';

/**
 * A workout's body: an ordered list of steps, each a tool (or CueCraft) and one of the user's
 * favorites for it (CueCraft's: one of their sequences). Changing a step's tool clears its
 * favorite (a favorite belongs to one tool).
 */
export function WorkoutSteps({ steps, onChange }: { steps: DraftStep[]; onChange: ListChange<DraftStep[]> }) {
  const favorites = useSession((st) => st.user?.favorites);
  return (
    <section className={s.section}>
      <h2 className={s.heading}>Feature sequence</h2>
      {steps.length === 0 ? (
        <p className={s.muted}>No steps yet. Add one for each part of the workout.</p>
      ) : (
        <ol className={s.rows}>
          {steps.map((step, i) => {
            const n = i + 1;
            const names = favoritesOf(favorites, step.feature).map((f) => f.name);
            // A name saved earlier that is not among the user's favorites now (renamed, deleted,
            // or another author's) stays selectable, so opening the item does not lose it.
            const missing = step.favoriteName && !names.includes(step.favoriteName);
            return (
              <li key={step.key} className={s.row} aria-label={`Step ${n}`}>
                <div className={s.rowHead}>
                  <span className={s.rowTitle}>Step {n}</span>
                  <div className={s.rowActions}>
                    <IconButton
                      label={`Move step ${n} up`}
                      icon={<ArrowUp size={22} aria-hidden />}
                      disabled={i === 0}
                      onClick={() => onChange((list) => moveStep(list, step.key, -1))}
                    />
                    <IconButton
                      label={`Move step ${n} down`}
                      icon={<ArrowDown size={22} aria-hidden />}
                      disabled={i === steps.length - 1}
                      onClick={() => onChange((list) => moveStep(list, step.key, 1))}
                    />
                    <IconButton
                      label={`Remove step ${n}`}
                      icon={<Trash2 size={22} aria-hidden />}
                      onClick={() => onChange((list) => removeStep(list, step.key))}
                    />
                  </div>
                </div>
                <SelectField
                  label={`Step ${n} feature`}
                  value={step.feature}
                  onChange={(e) => {
                    const feature = e.target.value as FeatureKey;
                    onChange((list) => setStepFeature(list, step.key, feature));
                  }}
                >
                  {FEATURE_KEYS.map((tool) => (
                    <option key={tool} value={tool}>
                      {TOOL_NAMES[tool]}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={`Step ${n} favorite`}
                  value={step.favoriteName}
                  hint={
                    names.length ? undefined : `You have no ${TOOL_NAMES[step.feature]} favorites saved yet.`
                  }
                  onChange={(e) => {
                    const name = e.target.value;
                    onChange((list) => setStepFavorite(list, step.key, name));
                  }}
                >
                  <option value="">
                    {step.feature === 'cueCraft' ? 'Choose a sequence' : 'Choose a favorite'}
                  </option>
                  {missing && (
                    <option value={step.favoriteName}>{step.favoriteName} (not in your favorites)</option>
                  )}
                  {names.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </SelectField>
              </li>
            );
          })}
        </ol>
      )}
      <Button
        variant="secondary"
        className={s.block}
        block
        disabled={steps.length >= LIBRARY_ITEM_LIMITS.steps}
        onClick={() => onChange(addStep)}
      >
        <Plus size={20} aria-hidden /> Add step
      </Button>
    </section>
  );
}
