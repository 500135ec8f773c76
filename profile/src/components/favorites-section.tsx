import { Link } from 'react-router-dom';
import { FEATURE_KEYS, TOOL_NAMES, favoriteDate, favoritesOf, paths } from '@handyq/domain';
import { sequenceSummary, type CraftSequence } from '@handyq/cue/cue-craft';
import type { User } from '@handyq/domain/schemas';
import { FavoritesTransfer } from '@handyq/web/user';
import { BLANK, inputsSummary } from '../lib/format';
import s from './lists.module.css';

/**
 * The saved sequences of each tool and CueCraft's own, newest first: name (opens it in its tool), date, and what
 * it runs. Export downloads them all with the feature settings; Import reads such a file back.
 */
export function FavoritesSection({ user }: { user: User }) {
  return (
    <div className={s.groups}>
      <div className={s.transfer}>
        <p className={s.muted}>
          Export saves all your favorites and feature settings to a file; Import adds a file’s.
        </p>
        <FavoritesTransfer />
      </div>
      {FEATURE_KEYS.map((tool) => {
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
                    <span className={s.muted}>
                      {tool === 'cueCraft'
                        ? sequenceSummary(f.inputs as unknown as CraftSequence)
                        : inputsSummary(f.inputs)}
                    </span>
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
