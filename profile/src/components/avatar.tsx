import s from './avatar.module.css';
import { mediaSrc } from '@handyq/web';

/** The stock picture of a user who has none. */
export const DEFAULT_AVATAR = '/api/avatars/default.svg';

/** A user's round picture (decorative: the name is always written beside it). */
export function Avatar({ src, size }: { src: string; size: number }) {
  return (
    <img
      className={s.avatar}
      src={src ? mediaSrc(src) : DEFAULT_AVATAR}
      alt=""
      width={size}
      height={size}
      style={{ width: size, height: size }}
    />
  );
}
