import { useId } from 'react';
import { Link } from 'react-router-dom';
import { TOOL_NAMES } from '@handyq/domain';
import type { LibraryItem } from '@handyq/domain/schemas';
import { stepLink } from '../lib/workout';
import s from './item-sections.module.css';

/**
 * The item's body: 'Details:' with its text, or for a workout 'Feature Sequences:' with each
 * step opening its tool on the saved favorite.
 */
export function ItemBody({
  item,
  current = null,
}: {
  item: LibraryItem;
  /** The step a run plays now. */ current?: number | null;
}) {
  const headingId = useId();
  const workout = item.type === 'workout';
  const steps = workout && Array.isArray(item.body) ? item.body : [];
  const text = typeof item.body === 'string' ? item.body.trim() : '';
  return (
    <section className={s.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={s.heading}>
        {workout ? 'Feature Sequences:' : 'Details:'}
      </h3>
      {workout ? (
        steps.length ? (
          <ol className={s.steps}>
            {steps.map((step, i) => (
              <li
                key={`${i}-${step.feature}-${step.favoriteName}`}
                className={i === current ? s.currentStep : undefined}
                aria-current={i === current ? 'step' : undefined}
              >
                <Link to={stepLink(step)}>
                  {TOOL_NAMES[step.feature]}
                  {step.favoriteName && `: ${step.favoriteName}`}
                </Link>
              </li>
            ))}
          </ol>
        ) : (
          <p className={s.muted}>No steps defined.</p>
        )
      ) : text ? (
        <p className={s.text}>{text}</p>
      ) : (
        <p className={s.muted}>No content yet.</p>
      )}
    </section>
  );
}
