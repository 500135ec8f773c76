import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { paths } from '@handyq/domain';
import { Loader, NotFound, type KitRoutes } from '@handyq/web';
import { LineIndex } from './pages/line-index';
import { LINE_TOOLS } from './lib/line-tools';

// A tool's route (its header and the Pro gate) loads when opened; the tool itself, with the
// camera and the pose model, once the gate lets the user in (pages/tool-route.tsx).
const ToolRoute = lazy(() => import('./pages/tool-route'));

/** Line Kit, mounted by the shell under /linePerfector/*. */
const LineKitRoutes: KitRoutes = () => (
  <Suspense fallback={<Loader />}>
    <Routes>
      <Route index element={<LineIndex />} />
      {LINE_TOOLS.map((tool) => (
        <Route key={tool.slug} path={tool.slug} element={<ToolRoute tool={tool} />} />
      ))}
      <Route path="*" element={<NotFound title="Line Kit" to={paths.line} toLabel="Go to Line Kit" />} />
    </Routes>
  </Suspense>
);
export default LineKitRoutes;
