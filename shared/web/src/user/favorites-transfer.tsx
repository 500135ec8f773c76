import { useRef, useState, type ChangeEvent } from 'react';
import { Download, Upload } from 'lucide-react';
import { TOOL_NAMES, type FavoritesByTool, type SettingsByTool, type FeatureKey } from '@handyq/domain';
import {
  FAVORITES_FILE_MAX_BYTES,
  FAVORITES_PER_TOOL_MAX,
  favoritesFile,
  favoritesFileName,
  mergeFavorites,
  readFavoritesFile,
  type FavoriteRef,
  type FavoritesFile,
  type User,
} from '@handyq/domain/schemas';
import { Button, Dialog, failureText, saveFile, toast, useSession } from '@handyq/web';
import { errorMessage, httpStatus } from '@handyq/web/server';
import { updateUser } from './save-user';
import s from './favorites-transfer.module.css';

/**
 * Export and Import of favorites, as a JSON file. With `tool`: that tool's favorites (the
 * Choose a Favorite dialog); without: every tool's, with the feature settings (Profile).
 */
export function FavoritesTransfer({ tool }: { tool?: FeatureKey }) {
  const user = useSession((st) => st.user);
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<FavoritesFile | null>(null);
  if (!user) return null;
  const favorites = (user.favorites ?? {}) as FavoritesByTool;
  const count = (tool ? [tool] : Object.keys(favorites)).reduce(
    (n, t) => n + (favorites[t as FeatureKey]?.length ?? 0),
    0,
  );
  const what = tool ? `${TOOL_NAMES[tool]} favorites` : 'favorites';

  const exportFile = () => {
    const data = favoritesFile(favorites, { tool, settings: user.settings as SettingsByTool });
    saveFile(
      favoritesFileName(tool),
      new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
    );
  };

  const chosen = async (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0];
    e.target.value = ''; // the same file can be chosen again
    if (!picked) return;
    if (picked.size > FAVORITES_FILE_MAX_BYTES) {
      toast.error('This file is too large to be a favorites file.');
      return;
    }
    const read = readFavoritesFile(await picked.text());
    if ('error' in read) {
      toast.error(read.error);
      return;
    }
    const preview = mergeFavorites(favorites, read.file.favorites as FavoritesByTool, {
      replace: false,
      tools: tool ? [tool] : undefined,
    });
    if (preview.added.length + preview.duplicates.length === 0 && !(read.file.settings && !tool)) {
      toast.info(`The file has no ${what}.`);
      return;
    }
    setFile(read.file);
  };

  return (
    <div className={s.row}>
      <Button variant="secondary" onClick={exportFile} disabled={count === 0}>
        <Download size={18} aria-hidden /> Export
      </Button>
      <Button variant="secondary" onClick={() => input.current?.click()}>
        <Upload size={18} aria-hidden /> Import
      </Button>
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        className={s.file}
        aria-label={`Import ${what} from a file`}
        onChange={(e) => void chosen(e)}
      />
      {file && <ImportDialog userId={user._id} tool={tool} file={file} onClose={() => setFile(null)} />}
    </div>
  );
}

const listed = (refs: FavoriteRef[], tool?: FeatureKey) =>
  refs.map((r) => (tool ? r.name : `${TOOL_NAMES[r.tool]}: ${r.name}`)).join(', ');

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What the file adds and which names it shares with favorites already saved; then the import. */
function ImportDialog({
  userId,
  tool,
  file,
  onClose,
}: {
  userId: string;
  tool?: FeatureKey;
  file: FavoritesFile;
  onClose: () => void;
}) {
  const favorites = useSession((st) => st.user?.favorites ?? {}) as FavoritesByTool;
  const [busy, setBusy] = useState(false);
  const [withSettings, setWithSettings] = useState(false);
  const tools = tool ? [tool] : undefined;
  const preview = mergeFavorites(favorites, file.favorites as FavoritesByTool, { replace: false, tools });
  const settings = !tool && file.settings && Object.keys(file.settings).length ? file.settings : null;

  const run = async (replace: boolean) => {
    setBusy(true);
    try {
      let done = { added: 0, replaced: 0 };
      await updateUser(userId, (user) => {
        const merged = mergeFavorites(user.favorites as FavoritesByTool, file.favorites as FavoritesByTool, {
          replace,
          tools,
        });
        done = { added: merged.added.length, replaced: replace ? merged.duplicates.length : 0 };
        return {
          favorites: merged.favorites as User['favorites'],
          ...(withSettings && settings ? { settings: { ...user.settings, ...settings } } : {}),
        };
      });
      const parts = [`${plural(done.added, 'favorite')} added`];
      if (done.replaced) parts.push(`${done.replaced} replaced`);
      if (withSettings && settings) parts.push('feature settings updated');
      toast.success(`Imported: ${parts.join(', ')}.`);
      onClose();
    } catch (err) {
      console.error('Could not import favorites.', err);
      const limit = httpStatus(err) === 403 ? await errorMessage(err, '') : '';
      toast.error(limit || failureText(err, 'Could not import favorites.'));
    } finally {
      setBusy(false);
    }
  };

  const dupes = preview.duplicates.length;
  const full = preview.overFull.length > 0;
  return (
    <Dialog
      open
      title="Import Favorites"
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          {dupes > 0 && (
            <Button variant="secondary" onClick={() => void run(true)} disabled={busy || full}>
              Replace mine
            </Button>
          )}
          <Button onClick={() => void run(false)} disabled={busy || full}>
            {dupes > 0 ? 'Keep mine' : 'Import'}
          </Button>
        </>
      }
    >
      <div className={s.preview}>
        {preview.added.length > 0 ? (
          <p>
            <strong>{plural(preview.added.length, 'new favorite')}:</strong> {listed(preview.added, tool)}
          </p>
        ) : (
          <p>No new favorites.</p>
        )}
        {dupes > 0 && (
          <p role="note">
            <strong>
              {dupes === 1
                ? 'Already saved under the same name'
                : `${dupes} already saved under the same names`}
              :
            </strong>{' '}
            {listed(preview.duplicates, tool)}. Keep yours, or replace them with the file’s?
          </p>
        )}
        {full && (
          <p role="alert" className={s.error}>
            {preview.overFull.map((t) => TOOL_NAMES[t]).join(', ')} would have more than{' '}
            {FAVORITES_PER_TOOL_MAX} favorites: delete some first, or import a smaller file.
          </p>
        )}
        {settings && (
          <label className={s.check}>
            <input
              type="checkbox"
              checked={withSettings}
              onChange={(e) => setWithSettings(e.target.checked)}
            />
            Also use the file’s feature settings (
            {Object.keys(settings)
              .map((t) => TOOL_NAMES[t as FeatureKey])
              .join(', ')}
            )
          </label>
        )}
      </div>
    </Dialog>
  );
}
