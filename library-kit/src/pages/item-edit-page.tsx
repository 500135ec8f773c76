import { useParams } from 'react-router-dom';
import { paths } from '@handyq/shared';
import { PlaceholderPage } from '@handyq/shared/web';

/** /libraryKit/libraryItem/edit/:itemId? (no id: add) */
export function ItemEditPage() {
  const { itemId } = useParams();
  return (
    <PlaceholderPage title={itemId ? 'Edit Library Item' : 'Add Library Item'} back={paths.practiceLab} />
  );
}
