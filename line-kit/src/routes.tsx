import { Route, Routes } from 'react-router-dom';
import { paths } from '@handyq/shared';
import { NotFound, type KitRoutes } from '@handyq/shared/web';
import { LineIndex } from './pages/line-index';
import { ComingSoonPage } from './pages/coming-soon-page';
import { LINE_TOOLS } from './lib/line-tools';

/** Line Kit, mounted by the shell under /linePerfector/*. */
const LineKitRoutes: KitRoutes = () => (
  <Routes>
    <Route index element={<LineIndex />} />
    {LINE_TOOLS.map((tool) => (
      <Route key={tool.slug} path={tool.slug} element={<ComingSoonPage tool={tool} />} />
    ))}
    <Route path="*" element={<NotFound title="Line Kit" to={paths.line} toLabel="Go to Line Kit" />} />
  </Routes>
);
export default LineKitRoutes;
