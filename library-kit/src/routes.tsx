import { Route, Routes, useParams } from 'react-router-dom';
import { NotFound, PlaceholderPage } from '@handyq/shared/web';
import { paths } from '@handyq/shared';
import { LibraryIndex } from './library-index';

function ItemEdit() {
  const { itemId } = useParams();
  return (
    <PlaceholderPage title={itemId ? 'Edit Library Item' : 'Add Library Item'} back={paths.practiceLab} />
  );
}

function ItemView() {
  const { itemId } = useParams();
  return (
    <PlaceholderPage title="Library Item" back>
      Library item {itemId} will show here.
    </PlaceholderPage>
  );
}

/** Library Kit, mounted by the shell under /libraryKit/*. */
export default function LibraryKitRoutes() {
  return (
    <Routes>
      <Route index element={<LibraryIndex />} />
      <Route path="practiceLab" element={<PlaceholderPage title="PracticeLab" back={paths.library} />} />
      <Route
        path="practiceLab/info"
        element={<PlaceholderPage title="PracticeLab Info" back={paths.practiceLab} />}
      />
      <Route
        path="practiceLab/notifications"
        element={<PlaceholderPage title="Notifications" back={paths.practiceLab} />}
      />
      <Route path="libraryItem/edit/:itemId?" element={<ItemEdit />} />
      <Route path="libraryItem/:itemId" element={<ItemView />} />
      <Route
        path="practiceLog"
        element={
          <PlaceholderPage title="PracticeLog" back={paths.library}>
            Coming soon.
          </PlaceholderPage>
        }
      />
      <Route
        path="*"
        element={<NotFound title="Library Kit" to={paths.library} toLabel="Go to Library Kit" />}
      />
    </Routes>
  );
}
