import { Link } from 'react-router-dom';
import { TOOL_KEYS, TOOL_NAMES, favoriteDate, favoritesOf, paths } from '@handyq/shared';
import type { User } from '@handyq/shared/schemas';
import { BLANK, inputsSummary } from '../lib/format';
import s from './lists.module.css';

/** The saved sequences of each tool, newest first: name (opens it in its tool), date, and what it runs. */
export function FavoritesSection({ user }: { user: User }) {
  return (
    <div className={s.groups}>
      {TOOL_KEYS.map((tool) => {
        const list = favoritesOf(user.favorites, tool);
        return (
          <section key={tool} className={s.group} aria-label={`${TOOL_NAMES[tool]} favorites`}>
            <h3 className={s.groupTitle}>{TOOL_NAMES[tool]}</h3>
            {list.length ? (
              <ul className={s.items}>
                {list.map((f) => (
                  <li key={`${f.name}-${f.dateCreated}`} className={s.item}>
                    <Link
                      className={s.itemName}
                      to={`${paths.tool(tool)}?favorite=${encodeURIComponent(f.name)}`}
                    >
                      {f.name || BLANK}
                    </Link>
                    <span className={s.itemDate}>{favoriteDate(f.dateCreated)}</span>
                    <span className={s.muted}>{inputsSummary(f.inputs)}</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={s.muted} title="No favorites yet">
                {BLANK}
              </p>
            )}
          </section>
        );
      })}
    </div>
  );
}
