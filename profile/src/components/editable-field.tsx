import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Pencil } from 'lucide-react';
import { Button, IconButton, TextField } from '@handyq/web';
import s from './profile-details.module.css';

export interface EditableFieldProps {
  label: string;
  value: string;
  multiline?: boolean;
  /** Read-only fields never switch to edit. */
  readOnly?: boolean;
  /** Whether this field shows its input (one field at a time: the parent decides). */
  editing: boolean;
  /** Whether the section is in edit mode (fields offer their edit button). */
  editable: boolean;
  onEdit: () => void;
  onCancel: () => void;
  /** Resolves when saved; rejects (the input stays open) when not. */
  onSave: (value: string) => Promise<void>;
  validate?: (value: string) => string | null;
  type?: 'text' | 'url';
}

/** One profile field: its value, or while edited an input with Save and Cancel. */
export function EditableField(props: EditableFieldProps) {
  const { label, value, multiline, readOnly, editing, editable, onEdit, onCancel, onSave, validate, type } =
    props;
  const [draft, setDraft] = useState(value);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const start = () => {
    setDraft(value);
    setError(null);
    onEdit();
  };
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const problem = validate?.(draft) ?? null;
    if (problem) return setError(problem);
    setBusy(true);
    try {
      await onSave(draft);
    } catch {
      // the toast said so; the input stays open with what was typed
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.preventDefault();
      onCancel();
    }
  };

  if (editing && !readOnly) {
    return (
      <form className={s.editRow} onSubmit={(e) => void submit(e)} onKeyDown={onKeyDown} noValidate>
        <TextField
          label={label}
          multiline={multiline}
          type={multiline ? undefined : (type ?? 'text')}
          value={draft}
          autoFocus
          aria-invalid={!!error}
          hint={error ?? undefined}
          onChange={(e: { target: { value: string } }) => setDraft(e.target.value)}
        />
        <div className={s.editActions}>
          <Button type="submit" disabled={busy}>
            Save
          </Button>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }
  return (
    <div className={s.row}>
      <div className={s.rowText}>
        <span className={s.rowLabel}>{label}</span>
        <span className={[s.rowValue, multiline ? s.multiline : '', value ? '' : s.empty].join(' ')}>
          {value || (readOnly ? '' : 'Not set')}
        </span>
      </div>
      {editable && !readOnly && (
        <IconButton label={`Edit ${label}`} icon={<Pencil size={18} aria-hidden />} onClick={start} />
      )}
    </div>
  );
}
