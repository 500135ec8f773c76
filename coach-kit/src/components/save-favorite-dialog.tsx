import { useState, type FormEvent } from 'react';
import type { Favorite } from '@handyq/domain';
import { Button, ConfirmDialog, Dialog, TextField } from '@handyq/web';
import { FAVORITE_NAME_MAX, findFavorite } from '../lib/favorites';
import s from './favorites.module.css';

/**
 * Save Favorite: a name (trimmed; empty can't be saved). A name already in the list asks
 * 'Replace Favorite?' first. `onSave` gets the trimmed name; the caller saves and closes.
 */
export function SaveFavoriteDialog({
  favorites,
  busy,
  initialName = '',
  onSave,
  onClose,
}: {
  favorites: readonly Favorite[];
  busy: boolean;
  /** The name the field starts with (a shared favorite's). */
  initialName?: string;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const [name, setName] = useState(initialName);
  const [replacing, setReplacing] = useState(false);
  const trimmed = name.trim();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!trimmed || busy) return;
    if (findFavorite(favorites, trimmed)) setReplacing(true);
    else onSave(trimmed);
  };

  return (
    <Dialog open title="Save Favorite" onClose={onClose}>
      <form id="save-favorite" onSubmit={submit} className={s.form}>
        <TextField
          label="Name"
          value={name}
          maxLength={FAVORITE_NAME_MAX}
          autoFocus
          autoComplete="off"
          placeholder="e.g. Morning holds"
          onChange={(e) => setName(e.target.value)}
        />
        {!trimmed && (
          <p role="alert" className={s.warning}>
            Please enter a name
          </p>
        )}
        <div className={s.actions}>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={!trimmed || busy}>
            Save
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={replacing}
        title="Replace Favorite?"
        confirmLabel="Replace"
        busy={busy}
        onConfirm={() => onSave(trimmed)}
        onCancel={() => setReplacing(false)}
      >
        <p>A favorite named “{trimmed}” already exists. Replace it with these settings?</p>
      </ConfirmDialog>
    </Dialog>
  );
}
