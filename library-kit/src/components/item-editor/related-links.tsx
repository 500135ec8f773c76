import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { LIBRARY_ITEM_LIMITS } from '@handyq/domain';
import { Button, IconButton, SelectField, TextField } from '@handyq/web';
import {
  addExternalLink,
  addTutorialLink,
  removeExternalLink,
  removeLink,
  tutorialChoices,
  updateExternalLink,
  type DraftErrors,
  type DraftExternalLink,
  type DraftLink,
} from '../../lib/item-draft';
import { tutorialOptionsQuery } from '../../api/tutorial-options';
import type { ListChange } from './types';
import s from './item-editor.module.css';

/**
 * Related tutorials: chosen from the tutorials the user may link (public ones and their own),
 * each at most once. A link shows the tutorial's title.
 */
export function RelatedTutorials({
  links,
  onChange,
  userId,
  selfId,
}: {
  links: DraftLink[];
  onChange: ListChange<DraftLink[]>;
  userId: string;
  /** The item being edited, which is never offered as its own related tutorial. */
  selfId?: string;
}) {
  const { data, isPending, isError } = useQuery(tutorialOptionsQuery);
  const [chosen, setChosen] = useState('');
  const choices = tutorialChoices(data ?? [], userId, links, selfId);
  const tutorial = choices.find((t) => t._id === chosen);
  const full = links.length >= LIBRARY_ITEM_LIMITS.links;

  let placeholder = 'Choose…';
  if (isPending) placeholder = 'Loading tutorials…';
  else if (isError) placeholder = 'Tutorials could not load';
  else if (!choices.length) placeholder = 'No tutorials to add';

  return (
    <section className={s.section}>
      <h2 className={s.heading}>Related tutorials</h2>
      {links.length > 0 && (
        <ul className={s.rows}>
          {links.map((link) => (
            <li key={link.url} className={`${s.row} ${s.rowHead}`}>
              <span className={s.rowTitle}>{link.label || link.url}</span>
              <IconButton
                label={`Remove tutorial ${link.label || link.url}`}
                icon={<X size={20} aria-hidden />}
                onClick={() => onChange((list) => removeLink(list, link.url))}
              />
            </li>
          ))}
        </ul>
      )}
      <div className={s.pickRow}>
        <SelectField
          label="Choose a tutorial"
          value={tutorial ? chosen : ''}
          disabled={!choices.length || full}
          onChange={(e) => setChosen(e.target.value)}
        >
          <option value="">{placeholder}</option>
          {choices.map((t) => (
            <option key={t._id} value={t._id}>
              {t.title}
            </option>
          ))}
        </SelectField>
        <Button
          variant="secondary"
          disabled={!tutorial}
          onClick={() => {
            if (tutorial) onChange((list) => addTutorialLink(list, tutorial));
            setChosen('');
          }}
        >
          Add tutorial
        </Button>
      </div>
    </section>
  );
}

/** External links: label and URL pairs (http or https only), added and removed freely. */
export function ExternalLinks({
  links,
  onChange,
  errors,
}: {
  links: DraftExternalLink[];
  onChange: ListChange<DraftExternalLink[]>;
  errors: DraftErrors;
}) {
  return (
    <section className={s.section}>
      <h2 className={s.heading}>External links</h2>
      {links.length === 0 && <p className={s.muted}>Links to videos or pages elsewhere.</p>}
      {links.length > 0 && (
        <ol className={s.rows}>
          {links.map((link, i) => {
            const n = i + 1;
            const invalid = (part: 'label' | 'url') =>
              errors[`externalLink:${link.key}:${part}`] !== undefined;
            return (
              <li key={link.key} className={s.row} aria-label={`External link ${n}`}>
                <TextField
                  label={`Link ${n} label`}
                  value={link.label}
                  maxLength={200}
                  className={invalid('label') ? s.invalid : undefined}
                  aria-invalid={invalid('label') || undefined}
                  onChange={(e) => {
                    const label = e.target.value;
                    onChange((list) => updateExternalLink(list, link.key, { label }));
                  }}
                />
                <TextField
                  label={`Link ${n} URL`}
                  type="url"
                  inputMode="url"
                  autoCapitalize="none"
                  placeholder="https://"
                  value={link.url}
                  maxLength={2048}
                  className={invalid('url') ? s.invalid : undefined}
                  aria-invalid={invalid('url') || undefined}
                  onChange={(e) => {
                    const url = e.target.value;
                    onChange((list) => updateExternalLink(list, link.key, { url }));
                  }}
                />
                <div className={s.rowActions}>
                  <Button
                    variant="ghost"
                    aria-label={`Remove link ${n}`}
                    onClick={() => onChange((list) => removeExternalLink(list, link.key))}
                  >
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <Button
        variant="secondary"
        block
        className={s.block}
        disabled={links.length >= LIBRARY_ITEM_LIMITS.externalLinks}
        onClick={() => onChange(addExternalLink)}
      >
        <Plus size={20} aria-hidden /> Add link
      </Button>
    </section>
  );
}
