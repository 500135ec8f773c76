import { Suspense, lazy } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths, type Favorite, type FeatureKey } from '@handyq/domain';
import type { SharedFavorite } from '@handyq/domain/schemas';
import type { SessionUser } from '@handyq/web';
import { useFavorites } from '../hooks/use-favorites';

// Each dialog loads when it is first opened, not with the page: the tool's first visit carries
// only what it shows (the kit's files are kept offline with the kit, so they open offline too).
// Those that edit the whole user record load the user API (and its schemas) with them.
const FavoritesDialog = lazy(() =>
  import('./favorites-dialog').then((m) => ({ default: m.FavoritesDialog })),
);
const SaveFavoriteDialog = lazy(() =>
  import('./save-favorite-dialog').then((m) => ({ default: m.SaveFavoriteDialog })),
);
const VoiceDialog = lazy(() => import('./voice-dialog'));
const PlanLimitDialog = lazy(() => import('./plan-limit-dialog'));

const favoriteUrl = (tool: FeatureKey, name: string) =>
  `${paths.tool(tool)}?favorite=${encodeURIComponent(name)}`;

/** The tool page's dialog that is open: a favorites one, the voice, or the plan's limit a save met. */
export type ToolDialog = 'favorites' | 'save' | 'voice' | { limit: string } | null;

/**
 * A tool page's dialogs: its favorites (save the inputs as one, or open, rename and delete them),
 * the plan's limit a save may meet, and the voice. A favorite opened, renamed or saved from a
 * share link changes the page's address: the page opens as that favorite.
 */
export function ToolDialogs({
  tool,
  inputs,
  saveName,
  favorite,
  shared,
  user,
  open,
  onOpen,
}: {
  tool: FeatureKey;
  /** What a save keeps: the timer's inputs, or CueCraft's sequence (named as it is saved). */
  inputs: object | ((name: string) => object);
  /** The name Save offers first (a shared favorite's, else none). */
  saveName?: string;
  /** The favorite the page opened as. */
  favorite: Favorite | undefined;
  shared: SharedFavorite | undefined;
  user: SessionUser | null;
  open: ToolDialog;
  onOpen: (dialog: ToolDialog) => void;
}) {
  const favorites = useFavorites(tool);
  const navigate = useNavigate();
  const close = () => onOpen(null);
  return (
    <Suspense fallback={null}>
      {open === 'save' && (
        <SaveFavoriteDialog
          favorites={favorites.list}
          busy={favorites.busy}
          initialName={shared?.name ?? saveName}
          onClose={close}
          onSave={(name) =>
            void favorites
              .save(name, (typeof inputs === 'function' ? inputs(name) : inputs) as Favorite['inputs'])
              .then(({ limit, saved }) => {
                onOpen(limit ? { limit } : null);
                // a shared favorite, once saved, is the user's own: it opens as one, editable
                if (saved && shared) navigate(favoriteUrl(tool, name), { replace: true });
              })
          }
        />
      )}
      {open === 'favorites' && (
        <FavoritesDialog
          tool={tool}
          favorites={favorites.list}
          busy={favorites.busy}
          onClose={close}
          onOpen={(name) => {
            close();
            navigate(favoriteUrl(tool, name));
          }}
          onRename={(from, to) =>
            void favorites.rename(from, to).then((err) => {
              // The open favorite keeps its page under its new name.
              if (!err && from === favorite?.name) navigate(favoriteUrl(tool, to.trim()), { replace: true });
            })
          }
          onDelete={(name) => void favorites.remove(name)}
        />
      )}
      {open === 'voice' && user && (
        <VoiceDialog userId={user._id} voiceURI={user.generalSettings?.voiceURI} onClose={close} />
      )}
      {open && typeof open === 'object' && user && (
        <PlanLimitDialog userId={user._id} reason={open.limit} onClose={close} />
      )}
    </Suspense>
  );
}
