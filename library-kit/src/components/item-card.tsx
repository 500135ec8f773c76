import { useId } from 'react';
import { Link } from 'react-router-dom';
import { Dumbbell } from 'lucide-react';
import { ADMIN_AUTHOR_LABEL, TOOL_NAMES, paths, type ToolKey } from '@handyq/domain';
import { Button, ButtonLink, mediaSrc } from '@handyq/web';
import type { ListItem } from '../api/list-items';
import { TYPE_LABELS } from '../lib/messages';
import { canEditOrDelete, type Viewer } from '../lib/permissions';
import { StatusBadge } from './status-badge';
import s from './item-card.module.css';

/** The author an item's card names: 'HandyQ' for an admin's item, otherwise the owner. */
export const authorLabel = (owner: ListItem['owner']) =>
  owner.isAdmin ? ADMIN_AUTHOR_LABEL : owner.fullname;

/**
 * One item of the PracticeLab list: its picture, title, type, feature, status and author; the
 * whole card opens the item. Edit and Delete show only where the viewer may use them.
 */
export function ItemCard({
  item,
  viewer,
  onDelete,
}: {
  item: ListItem;
  viewer: Viewer | null;
  onDelete: (item: ListItem) => void;
}) {
  const titleId = useId();
  const feature = item.feature ? TOOL_NAMES[item.feature as ToolKey] : '';
  return (
    <article className={s.card} aria-labelledby={titleId}>
      {item.img ? (
        <img className={s.media} src={mediaSrc(item.img)} alt="" loading="lazy" />
      ) : (
        <div className={s.placeholder} aria-hidden>
          <Dumbbell size={40} />
        </div>
      )}
      <div className={s.body}>
        <h3 id={titleId} className={s.title}>
          <Link to={paths.item(item._id)} className={s.open}>
            {item.title}
          </Link>
        </h3>
        <p className={s.meta}>
          <span>{TYPE_LABELS[item.type]}</span>
          {feature && <span>{feature}</span>}
          <StatusBadge status={item.status} />
        </p>
        <p className={s.author}>By {authorLabel(item.owner)}</p>
        {viewer && canEditOrDelete(item, viewer) && (
          <div className={s.actions}>
            <ButtonLink
              variant="secondary"
              to={paths.itemEdit(item._id)}
              state={{ isAdmin: viewer.isAdmin }}
              aria-label={`Edit ${item.title}`}
            >
              Edit
            </ButtonLink>
            <Button variant="ghost" aria-label={`Delete ${item.title}`} onClick={() => onDelete(item)}>
              Delete
            </Button>
          </div>
        )}
      </div>
    </article>
  );
}
