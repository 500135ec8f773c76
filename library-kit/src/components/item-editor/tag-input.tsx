import { useId, useState } from 'react';
import { Plus, X } from 'lucide-react';
import { FormMessage, IconButton, TextField } from '@handyq/web';
import { addTag, removeTag } from '../../lib/item-draft';
import type { ListChange } from './types';
import s from './item-editor.module.css';

/**
 * Tags: Enter or '+' adds what was typed, trimmed and lowercased; an empty or repeated tag is
 * ignored. Each tag shows as a chip with its own remove button.
 */
export function TagInput({ tags, onChange }: { tags: string[]; onChange: ListChange<string[]> }) {
  const hintId = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const result = addTag(tags, text);
    setError(result.error ?? null);
    if (result.error) return;
    onChange((current) => addTag(current, text).tags);
    setText('');
  };

  return (
    <section className={s.section}>
      <h2 className={s.heading}>Tags</h2>
      <div className={s.addRow}>
        <TextField
          label="New tag"
          value={text}
          enterKeyHint="enter"
          autoCapitalize="none"
          aria-describedby={hintId}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
            e.preventDefault();
            add();
          }}
        />
        <IconButton label="Add tag" icon={<Plus size={24} aria-hidden />} onClick={add} />
      </div>
      <p id={hintId} className={s.muted}>
        Press Enter or + to add a tag.
      </p>
      {error && <FormMessage kind="error">{error}</FormMessage>}
      {tags.length > 0 && (
        <ul className={s.chips}>
          {tags.map((tag) => (
            <li key={tag} className={s.chip}>
              <span>{tag}</span>
              <IconButton
                label={`Remove tag ${tag}`}
                icon={<X size={18} aria-hidden />}
                onClick={() => onChange((current) => removeTag(current, tag))}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
