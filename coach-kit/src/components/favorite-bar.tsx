import { ArrowLeft, Heart } from 'lucide-react';
import type { Favorite } from '@handyq/domain';
import { Button, useBack } from '@handyq/web';
import s from './favorite-bar.module.css';

/**
 * A tool opened from a workout's step (`?favorite={name}`): the way back to the workout, and the
 * favorite that opened (or, for `missing`, that the user has none of that name).
 */
export function FavoriteBar({
  wanted,
  favorite,
  missing,
}: {
  /** The favorite's name in the link. */
  wanted: string;
  favorite: Favorite | undefined;
  /** Say that the user has no favorite of that name (a logged-in user, not a shared favorite). */
  missing: boolean;
}) {
  const back = useBack();
  return (
    <div className={s.favoriteBar}>
      <button type="button" className={s.workoutLink} onClick={back}>
        <ArrowLeft size={18} aria-hidden /> Workout Page
      </button>
      {favorite ? (
        <p className={s.favoriteName}>Favorite: {favorite.name}</p>
      ) : (
        missing && <p className={s.favoriteName}>No favorite named “{wanted}”.</p>
      )}
    </div>
  );
}

/** A favorite from a share link: whose it is, read-only, and the way to save it as one's own. */
export function SharedFavoriteNote({ name, onSave }: { name: string; onSave: () => void }) {
  return (
    <section className={s.shared} aria-label="Shared favorite">
      <p className={s.sharedName}>
        Shared favorite: <strong>{name}</strong>
      </p>
      <p className={s.sharedHint}>Read-only until you save it to your favorites.</p>
      <Button variant="secondary" onClick={onSave}>
        <Heart size={18} aria-hidden /> Save to my favorites
      </Button>
    </section>
  );
}
