import { ArrowLeft, Heart } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths, type Favorite } from '@handyq/domain';
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

/**
 * A sequence or favorite from a share link, or a drill's sequence from the Library (`drill`: the
 * way back to it): whose it is, read-only, and the way to save it as one's own.
 */
export function SharedFavoriteNote({
  name,
  drill,
  onSave,
}: {
  name: string;
  drill?: { _id: string; title: string } | null;
  onSave: () => void;
}) {
  return (
    <section className={s.shared} aria-label={drill ? 'Sequence from the Library' : 'Shared favorite'}>
      {drill && (
        <Link className={s.workoutLink} to={paths.item(drill._id)}>
          <ArrowLeft size={18} aria-hidden /> {drill.title}
        </Link>
      )}
      <p className={s.sharedName}>
        {drill ? 'Sequence of this drill' : 'Shared favorite'}: <strong>{name}</strong>
      </p>
      <p className={s.sharedHint}>Read-only until you save it to your favorites.</p>
      <Button variant="secondary" onClick={onSave}>
        <Heart size={18} aria-hidden /> Save to my favorites
      </Button>
    </section>
  );
}
