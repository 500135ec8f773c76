import { useParams } from 'react-router-dom';
import { PlaceholderPage } from '@handyq/shared/web';

/** /libraryKit/libraryItem/:itemId */
export function ItemViewPage() {
  const { itemId } = useParams();
  return (
    <PlaceholderPage title="Library Item" back>
      Library item {itemId} will show here.
    </PlaceholderPage>
  );
}
