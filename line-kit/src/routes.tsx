import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@handyq/shared';
import { Loader, NotFound, type KitRoutes } from '@handyq/shared/web';
import { LineIndex } from './pages/line-index';
import type { LineTool } from './lib/line-tools';

// Each tool's page loads when opened: the camera, the pose model and its worker with it.
const PAGES: Record<LineTool['slug'], React.ComponentType> = {
  lineCal: lazy(() => import('./pages/line-cal-page')),
  lineAlign: lazy(() => import('./pages/line-align-page')),
  lineTracker: lazy(() => import('./pages/line-tracker-page')),
};

/** Line Kit, mounted by the shell under /linePerfector/*. */
const LineKitRoutes: KitRoutes = () => (
  <Suspense fallback={<Loader />}>
    <Routes>
      <Route index element={<LineIndex />} />
      {Object.entries(PAGES).map(([slug, Page]) => (
        <Route key={slug} path={slug} element={<Page />} />
      ))}
      <Route path="*" element={<NotFound title="Line Kit" to={paths.line} toLabel="Go to Line Kit" />} />
    </Routes>
  </Suspense>
);
export default LineKitRoutes;
