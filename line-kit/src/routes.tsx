import { Route, Routes } from 'react-router-dom';
import { LineIndex } from './pages/line-index';
import { ComingSoonPage } from './pages/coming-soon-page';
import { LINE_TOOLS } from './line-tools';
import { NotFound } from '@handyq/shared/web';

/** Line Kit, mounted by the shell under /linePerfector/*. */
export default function LineKitRoutes() {
  return (
    <Routes>
      <Route index element={<LineIndex />} />
      {LINE_TOOLS.map((tool) => (
        <Route key={tool.slug} path={tool.slug} element={<ComingSoonPage tool={tool} />} />
      ))}
      <Route path="*" element={<NotFound title="Line Kit" to="/linePerfector" toLabel="Go to Line Kit" />} />
    </Routes>
  );
}
