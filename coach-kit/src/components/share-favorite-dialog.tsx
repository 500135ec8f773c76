import { Copy, Share2 } from 'lucide-react';
import { TOOL_NAMES, sharedFavoritePath, type Favorite, type FeatureKey } from '@handyq/domain';
import { Button, Dialog, toast } from '@handyq/web';
import s from './favorites.module.css';

/** The link that opens `tool` with `favorite` loaded, for anyone who has it (visitors too). */
export function shareLinkOf(tool: FeatureKey, favorite: Favorite): string {
  return `${window.location.origin}${sharedFavoritePath(tool, favorite)}`;
}

/** Share Favorite: the link, to copy or hand to the device's share sheet. */
export default function ShareFavoriteDialog({
  tool,
  favorite,
  onClose,
}: {
  tool: FeatureKey;
  favorite: Favorite;
  onClose: () => void;
}) {
  const link = shareLinkOf(tool, favorite);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied.');
    } catch {
      toast.error('Could not copy the link: select it and copy it yourself.');
    }
  };
  const canShare = typeof navigator.share === 'function';
  const share = () =>
    navigator.share({ title: `${TOOL_NAMES[tool]}: ${favorite.name}`, url: link }).catch((err: unknown) => {
      if ((err as { name?: string }).name !== 'AbortError') toast.error('Could not open sharing.');
    });

  return (
    <Dialog
      open
      title="Share Favorite"
      onClose={onClose}
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          {canShare && (
            <Button variant="secondary" onClick={() => void share()}>
              <Share2 size={18} aria-hidden /> Share…
            </Button>
          )}
          <Button onClick={() => void copy()}>
            <Copy size={18} aria-hidden /> Copy link
          </Button>
        </>
      }
    >
      <div className={s.form}>
        <p>
          Anyone with this link can open “{favorite.name}” in {TOOL_NAMES[tool]} and run it, then save it to
          their own favorites.
        </p>
        <input
          className={s.link}
          aria-label="Share link"
          value={link}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
      </div>
    </Dialog>
  );
}
