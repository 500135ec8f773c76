import type { ItemStatus } from '@handyq/domain/schemas';
import { STATUS_LABELS } from '../lib/messages';
import s from './status-badge.module.css';

/** An item's review status as a small labelled badge. */
export function StatusBadge({ status }: { status: ItemStatus }) {
  return (
    <span className={`${s.badge} ${s[status]}`} data-status={status}>
      {STATUS_LABELS[status]}
    </span>
  );
}
