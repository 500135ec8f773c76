import { useEffect, useId, useState } from 'react';
import { X } from 'lucide-react';
import { TOOL_KEYS, TOOL_NAMES } from '@handyq/domain';
import { SelectField, TextField } from '@handyq/web';
import {
  FILTER_TYPES,
  SORT_CHOICES,
  filterToSearch,
  parseTags,
  withSortField,
  type ItemFilter,
  type SortField,
} from '../lib/filter';
import { TYPE_LABELS } from '../lib/messages';
import s from './filter-bar.module.css';

/** Edits wait this long after the last change before the list follows them. */
export const FILTER_DEBOUNCE_MS = 600;

/** The bar's own copy of the filter; tags as typed, so a half-typed list is not rewritten. */
interface Draft {
  filter: ItemFilter;
  tagsText: string;
}

const draftOf = (filter: ItemFilter): Draft => ({ filter, tagsText: filter.tags.join(', ') });
const filterOf = (d: Draft): ItemFilter => ({ ...d.filter, tags: parseTags(d.tagsText) });
const keyOf = (f: ItemFilter) => filterToSearch(f).toString();

/**
 * The PracticeLab filter bar: text, type, feature, tags (comma-separated), sort, and for
 * admins 'Pending Items'. A change is applied once nothing changed for 600 ms.
 */
export function FilterBar({
  value,
  onApply,
  isAdmin,
  myId,
}: {
  value: ItemFilter;
  onApply: (filter: ItemFilter) => void;
  isAdmin: boolean;
  myId?: string;
}) {
  const [draft, setDraft] = useState(() => draftOf(value));
  const valueKey = keyOf(value);
  const draftKey = keyOf(filterOf(draft));

  // The page's filter changed from outside the bar (back, a link): the bar shows it.
  const [seenKey, setSeenKey] = useState(valueKey);
  if (seenKey !== valueKey) {
    setSeenKey(valueKey);
    if (draftKey !== valueKey) setDraft(draftOf(value));
  }

  useEffect(() => {
    if (draftKey === valueKey) return;
    const timer = setTimeout(() => onApply(filterOf(draft)), FILTER_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, draftKey, valueKey, onApply]);

  const set = (change: Partial<ItemFilter>) =>
    setDraft((d) => ({ ...d, filter: { ...d.filter, ...change } }));
  const f = draft.filter;
  const pendingId = useId();
  const authorLabel = f.author === myId ? 'My Items' : 'One author';

  return (
    <form className={s.bar} role="search" aria-label="Filter items" onSubmit={(e) => e.preventDefault()}>
      <TextField
        className={s.wide}
        label="Search"
        type="search"
        placeholder="Title or tag"
        value={f.txt}
        onChange={(e) => set({ txt: e.target.value })}
      />
      <SelectField
        label="Type"
        value={f.type}
        onChange={(e) => set({ type: e.target.value as ItemFilter['type'] })}
      >
        <option value="">All types</option>
        {FILTER_TYPES.map((t) => (
          <option key={t} value={t}>
            {TYPE_LABELS[t]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label="Feature"
        value={f.feature}
        onChange={(e) => set({ feature: e.target.value as ItemFilter['feature'] })}
      >
        <option value="">All features</option>
        {TOOL_KEYS.map((t) => (
          <option key={t} value={t}>
            {TOOL_NAMES[t]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Tags"
        placeholder="balance, wall"
        autoCapitalize="none"
        value={draft.tagsText}
        onChange={(e) => setDraft((d) => ({ ...d, tagsText: e.target.value }))}
      />
      <SelectField
        label="Sort"
        value={f.sortField}
        onChange={(e) =>
          setDraft((d) => ({ ...d, filter: withSortField(d.filter, e.target.value as SortField) }))
        }
      >
        {SORT_CHOICES.map((c) => (
          <option key={c.field} value={c.field}>
            {c.label}
          </option>
        ))}
      </SelectField>
      {(isAdmin || f.author) && (
        <div className={`${s.wide} ${s.row}`}>
          {isAdmin && (
            <label className={s.check} htmlFor={pendingId}>
              <input
                id={pendingId}
                type="checkbox"
                checked={f.status === 'pending'}
                onChange={(e) => set({ status: e.target.checked ? 'pending' : '' })}
              />
              Pending Items
            </label>
          )}
          {f.author && (
            <button
              type="button"
              className={s.chip}
              aria-label={`Clear filter: ${authorLabel}`}
              onClick={() => set({ author: '' })}
            >
              {authorLabel}
              <X size={18} aria-hidden />
            </button>
          )}
        </div>
      )}
    </form>
  );
}
