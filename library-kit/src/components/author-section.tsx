import { useId } from 'react';
import type { AuthorInfo, ItemAuthor } from '@handyq/domain/schemas';
import { linkText, safeHref } from '@handyq/domain';
import { sharesAnything } from '../lib/author';
import s from './item-sections.module.css';
import { mediaSrc } from '@handyq/web';

const SOCIAL = [
  ['instagram', 'Instagram'],
  ['facebook', 'Facebook'],
  ['youtube', 'YouTube'],
  ['website', 'Website'],
] as const;

/**
 * 'About the Author': only when the author shares something, and of that only what the
 * server sent (what is shared and filled in). Without an author (it did not load) the
 * section stays blank.
 */
export function AuthorSection({ info, author }: { info: AuthorInfo; author?: ItemAuthor }) {
  const headingId = useId();
  if (!sharesAnything(info)) return null;
  const a = author ?? {};
  const links = SOCIAL.flatMap(([key, label]) => {
    const url = a[key];
    const href = url ? safeHref(url) : null;
    return url && href ? [{ key, label, href, text: linkText(url) }] : [];
  });
  return (
    <section className={s.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={s.heading}>
        About the Author
      </h3>
      <div className={s.author}>
        {a.imgUrl && <img className={s.avatar} src={mediaSrc(a.imgUrl)} alt={a.fullname ?? 'The author'} />}
        <div className={s.authorText}>
          {a.fullname && <p className={s.authorName}>{a.fullname}</p>}
          {a.email && (
            <p>
              <a href={`mailto:${a.email}`}>{a.email}</a>
            </p>
          )}
          {links.length > 0 && (
            <ul className={s.plainList}>
              {links.map((l) => (
                <li key={l.key}>
                  {l.label}:{' '}
                  <a href={l.href} target="_blank" rel="noopener noreferrer">
                    {l.text}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {a.bio && <p className={s.text}>{a.bio}</p>}
    </section>
  );
}
