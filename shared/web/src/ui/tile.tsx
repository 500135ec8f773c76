import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import s from './tile.module.css';
import { mediaSrc } from '../media';

/** A tile: a link (path or to) or a button, with a label, a subtitle, an image or video, and a coming-soon flag. */
export interface TileData {
  to?: string;
  path?: string;
  href?: string;
  onClick?: () => void;
  label?: string;
  title?: string;
  subtitle?: string;
  description?: string;
  img?: string;
  icon?: ReactNode;
  comingSoon?: boolean;
}

export function tileKey(t: TileData, i: number): string {
  return `${t.to ?? t.path ?? t.href ?? ''}|${t.label ?? t.title ?? ''}|${i}`;
}

function Media({ img, icon }: { img?: string; icon?: ReactNode }) {
  if (img && /\.mp4($|\?)/i.test(img)) {
    return <video className={s.media} src={img} muted loop autoPlay playsInline aria-hidden />;
  }
  if (img) return <img className={s.media} src={mediaSrc(img)} alt="" loading="lazy" />;
  if (icon) return <div className={s.placeholder}>{icon}</div>;
  return null;
}

export function Tile({ tile }: { tile: TileData }) {
  const label = tile.label ?? tile.title ?? '';
  const subtitle = tile.subtitle ?? tile.description;
  const inner = (
    <>
      <Media img={tile.img} icon={tile.icon} />
      <span className={s.body}>
        <span className={s.label}>{label}</span>
        {subtitle && <span className={s.subtitle}>{subtitle}</span>}
      </span>
      {tile.comingSoon && (
        <span className={s.soon}>
          <span>COMING SOON</span>
        </span>
      )}
    </>
  );
  const to = tile.to ?? tile.path;
  if (to) {
    return (
      <Link className={s.tile} to={to}>
        {inner}
      </Link>
    );
  }
  if (tile.href) {
    return (
      <a className={s.tile} href={tile.href} target="_blank" rel="noreferrer">
        {inner}
      </a>
    );
  }
  return (
    <button type="button" className={s.tile} onClick={tile.onClick}>
      {inner}
    </button>
  );
}
