import { Suspense, lazy, useState } from 'react';
import { Route, Routes, useSearchParams } from 'react-router-dom';
import { paths } from '@handyq/domain';
import { Loader, NotFound, useSession, type KitRoutes } from '@handyq/web';
import { queryClient } from '@handyq/web/server';
import { itemListQuery } from './api/items';
import { useLiveItemStatus } from './api/live-status';
import { filterFromSearch } from './lib/filter';
import { LibraryIndexPage } from './pages/library-index-page';

// Each page loads when opened. Pages that read whole items (an item, its editor) check them with
// the zod schemas; the index and the PracticeLab list read only their cards' fields, by hand.
const PracticeLabPage = lazy(() => import('./pages/practice-lab-page'));
const ItemViewPage = lazy(() => import('./pages/item-view-page'));
const PracticeLogPage = lazy(() => import('./pages/practice-log-page'));
const NotificationsPage = lazy(() => import('./pages/notifications-page'));
const PracticeLabInfoPage = lazy(() =>
  import('./pages/practice-lab-info-page').then((m) => ({ default: m.PracticeLabInfoPage })),
);
const ItemEditPage = lazy(() => import('./pages/item-edit-page').then((m) => ({ default: m.ItemEditPage })));

/**
 * The PracticeLab asks for its list as the route is entered, while the page's code downloads,
 * not once it has run: the page's query then finds the answer on its way.
 */
function PracticeLabRoute() {
  const [params] = useSearchParams();
  useState(() => void queryClient.prefetchInfiniteQuery(itemListQuery(filterFromSearch(params))));
  return <PracticeLabPage />;
}

/**
 * The PracticeLog asks for its first page and its stats (30 days, the page's first span) as the
 * route is entered by a logged-in user, while the page's code downloads. What asks comes in a
 * chunk of its own, beside the page's: the log's code stays off the kit's other routes.
 */
function PracticeLogRoute() {
  useState(() => {
    if (useSession.getState().user) void import('./api/practice-log-prefetch').then((m) => m.prefetchLog());
  });
  return <PracticeLogPage />;
}

/** Library Kit, mounted by the shell under /libraryKit/*. Item statuses follow live changes. */
const LibraryKitRoutes: KitRoutes = () => {
  useLiveItemStatus();
  return (
    <Suspense fallback={<Loader />}>
      <Routes>
        <Route index element={<LibraryIndexPage />} />
        <Route path="practiceLab" element={<PracticeLabRoute />} />
        <Route path="practiceLab/info" element={<PracticeLabInfoPage />} />
        <Route path="practiceLab/notifications" element={<NotificationsPage />} />
        <Route path="libraryItem/edit/:itemId?" element={<ItemEditPage />} />
        <Route path="libraryItem/:itemId" element={<ItemViewPage />} />
        <Route path="practiceLog" element={<PracticeLogRoute />} />
        <Route
          path="*"
          element={<NotFound title="Library Kit" to={paths.library} toLabel="Go to Library Kit" />}
        />
      </Routes>
    </Suspense>
  );
};
export default LibraryKitRoutes;
