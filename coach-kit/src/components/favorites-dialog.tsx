import { Suspense, lazy, useRef, useState, type KeyboardEvent } from 'react';
import { Pencil, Share2, Trash2 } from 'lucide-react';
import { favoriteDate, type Favorite, type FeatureKey } from '@handyq/domain';
import { Button, ConfirmDialog, Dialog, IconButton } from '@handyq/web';
import { FAVORITE_NAME_MAX } from '../lib/favorites';
import s from './favorites.module.css';

// Export, Import and share links bring the zod schemas: loaded when the dialog opens.
const FavoritesTransfer = lazy(() =>
  import('@handyq/web/user').then((m) => ({ default: m.FavoritesTransfer })),
);
const ShareFavoriteDialog = lazy(() => import('./share-favorite-dialog'));

/**
 * Choose a Favorite: the tool's favorites, newest first, in a 250 px scrolling list. A name
 * opens that favorite; the pencil renames it in place (Enter or leaving the field commits,
 * Escape cancels; an empty or unchanged name changes nothing); the bin deletes it after
 * confirmation; the share icon gives a link that opens it for anyone. Export and Import move
 * the tool's favorites to and from a file.
 */
export function FavoritesDialog({
  tool,
  favorites,
  busy,
  onOpen,
  onRename,
  onDelete,
  onClose,
}: {
  tool: FeatureKey;
  favorites: readonly Favorite[];
  busy: boolean;
  onOpen: (name: string) => void;
  onRename: (from: string, to: string) => void;
  onDelete: (name: string) => void;
  onClose: () => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const [sharing, setSharing] = useState<Favorite | null>(null);

  return (
    <Dialog
      open
      title="Choose a Favorite"
      onClose={onClose}
      actions={
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      }
    >
      <div className={s.list}>
        {favorites.length === 0 ? (
          <p className={s.empty}>No favorites yet. Set up a timer and tap Save to keep it here.</p>
        ) : (
          <ul>
            {favorites.map((f) => (
              <li key={f.name} className={s.row}>
                {editing === f.name ? (
                  <RenameField
                    name={f.name}
                    onDone={(to) => {
                      setEditing(null);
                      const next = to.trim();
                      if (next && next !== f.name) onRename(f.name, next);
                    }}
                  />
                ) : (
                  <button type="button" className={s.open} onClick={() => onOpen(f.name)} disabled={busy}>
                    <span className={s.name}>{f.name}</span>
                    <span className={s.date}>{favoriteDate(f.dateCreated)}</span>
                  </button>
                )}
                <IconButton
                  label={`Share ${f.name}`}
                  icon={<Share2 size={18} aria-hidden />}
                  disabled={busy || editing !== null}
                  onClick={() => setSharing(f)}
                />
                <IconButton
                  label={`Rename ${f.name}`}
                  icon={<Pencil size={18} aria-hidden />}
                  disabled={busy || editing !== null}
                  onClick={() => setEditing(f.name)}
                />
                <IconButton
                  label={`Delete ${f.name}`}
                  icon={<Trash2 size={18} aria-hidden />}
                  disabled={busy || editing !== null}
                  onClick={() => setDeleting(f.name)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
      {/* The row keeps its height while its code loads: the dialog is centred, so a row appearing
          late would move the list under a finger about to tap (a tap that then lands on nothing). */}
      <div className={s.transfer}>
        <Suspense fallback={null}>
          <FavoritesTransfer tool={tool} />
        </Suspense>
      </div>
      <Suspense fallback={null}>
        {sharing && <ShareFavoriteDialog tool={tool} favorite={sharing} onClose={() => setSharing(null)} />}
      </Suspense>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete favorite?"
        confirmLabel="Delete"
        danger
        busy={busy}
        onConfirm={() => {
          if (deleting !== null) onDelete(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        <p>“{deleting}” will be removed from your favorites.</p>
      </ConfirmDialog>
    </Dialog>
  );
}

/** The name being edited: Enter and blur commit, Escape cancels (without closing the dialog). */
function RenameField({ name, onDone }: { name: string; onDone: (to: string) => void }) {
  const [value, setValue] = useState(name);
  const done = useRef(false);
  const finish = (to: string) => {
    if (done.current) return;
    done.current = true;
    onDone(to);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      finish(value);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      finish(name);
    }
  };
  return (
    <input
      className={s.rename}
      aria-label={`New name for ${name}`}
      value={value}
      maxLength={FAVORITE_NAME_MAX}
      autoFocus
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(value)}
    />
  );
}
