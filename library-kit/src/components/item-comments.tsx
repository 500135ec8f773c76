import { Suspense, lazy } from 'react';
import type { LibraryItem } from '@handyq/domain/schemas';
import type { Viewer } from '../lib/permissions';

const ItemCommentsSection = lazy(() => import('./item-comments-section'));

/** An item's comments and the 'Comment' box, loaded once the item shows (not on first paint). */
export function ItemComments(props: { item: LibraryItem; viewer: Viewer | null }) {
  return (
    <Suspense fallback={null}>
      <ItemCommentsSection {...props} />
    </Suspense>
  );
}
