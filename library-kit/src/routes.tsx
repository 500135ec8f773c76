import { Route, Routes } from 'react-router-dom';
import { paths } from '@handyq/shared';
import { NotFound, PlaceholderPage, type KitRoutes } from '@handyq/shared/web';
import { LibraryIndexPage } from './pages/library-index-page';
import { ItemEditPage } from './pages/item-edit-page';
import { ItemViewPage } from './pages/item-view-page';

/** Library Kit, mounted by the shell under /libraryKit/*. */
const LibraryKitRoutes: KitRoutes = () => (
  <Routes>
    <Route index element={<LibraryIndexPage />} />
    <Route path="practiceLab" element={<PlaceholderPage title="PracticeLab" back={paths.library} />} />
    <Route
      path="practiceLab/info"
      element={<PlaceholderPage title="PracticeLab Info" back={paths.practiceLab} />}
    />
    <Route
      path="practiceLab/notifications"
      element={<PlaceholderPage title="Notifications" back={paths.practiceLab} />}
    />
    <Route path="libraryItem/edit/:itemId?" element={<ItemEditPage />} />
    <Route path="libraryItem/:itemId" element={<ItemViewPage />} />
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
export default LibraryKitRoutes;
