import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@handyq/shared';
import { Loader, NotFound, type KitRoutes } from '@handyq/shared/web';
import { LineIndex } from './pages/line-index';
import { ComingSoonPage } from './pages/coming-soon-page';
import { LINE_TOOLS } from './lib/line-tools';

// Each tool's page loads when opened: the camera, the pose model and its worker with it.
const LineAlignPage = lazy(() => import('./pages/line-align-page'));
const PAGES: Partial<Record<(typeof LINE_TOOLS)[number]['slug'], React.ComponentType>> = {
  lineAlign: LineAlignPage,
};

/** Line Kit, mounted by the shell under /linePerfector/*. */
const LineKitRoutes: KitRoutes = () => (
  <Suspense fallback={<Loader />}>
    <Routes>
      <Route index element={<LineIndex />} />
      {LINE_TOOLS.map((tool) => {
        const Page = PAGES[tool.slug];
        return (
          <Route
            key={tool.slug}
            path={tool.slug}
            element={Page && !tool.comingSoon ? <Page /> : <ComingSoonPage tool={tool} />}
          />
        );
      })}
      <Route path="*" element={<NotFound title="Line Kit" to={paths.line} toLabel="Go to Line Kit" />} />
    </Routes>
  </Suspense>
);
export default LineKitRoutes;
