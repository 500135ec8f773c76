import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@handyq/shared';
import { Loader, NotFound, PlaceholderPage, type KitRoutes } from '@handyq/shared/web';
import { useLiveItemStatus } from './api/live-status';
import { LibraryIndexPage } from './pages/library-index-page';
import { PracticeLabInfoPage } from './pages/practice-lab-info-page';

// Pages that read whole items check them with the zod schemas: they load when opened, so the
// kit's first page (the index) downloads neither them nor zod.
const PracticeLabPage = lazy(() => import('./pages/practice-lab-page'));
const ItemViewPage = lazy(() => import('./pages/item-view-page'));
const NotificationsPage = lazy(() => import('./pages/notifications-page'));
const ItemEditPage = lazy(() => import('./pages/item-edit-page').then((m) => ({ default: m.ItemEditPage })));

/** Library Kit, mounted by the shell under /libraryKit/*. Item statuses follow live changes. */
const LibraryKitRoutes: KitRoutes = () => {
  useLiveItemStatus();
  return (
    <Suspense fallback={<Loader />}>
      <Routes>
        <Route index element={<LibraryIndexPage />} />
        <Route path="practiceLab" element={<PracticeLabPage />} />
        <Route path="practiceLab/info" element={<PracticeLabInfoPage />} />
        <Route path="practiceLab/notifications" element={<NotificationsPage />} />
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
    </Suspense>
  );
};
export default LibraryKitRoutes;
