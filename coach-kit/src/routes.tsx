import { Route, Routes } from 'react-router-dom';
import type { KitRoutes } from '@handyq/shared/web';
import { CoachIndexPage } from './pages/coach-index-page';
import { ToolPage } from './pages/tool-page';
import { ToolSubPage } from './pages/tool-sub-page';
import { CoachNotFound } from './components/coach-not-found';

/** Coach Kit, mounted by the shell under /cueCoach/*. */
const CoachKitRoutes: KitRoutes = () => (
  <Routes>
    <Route index element={<CoachIndexPage />} />
    <Route path=":tool" element={<ToolPage />} />
    <Route path=":tool/info" element={<ToolSubPage kind="info" />} />
    <Route path=":tool/settings" element={<ToolSubPage kind="settings" />} />
    <Route path="*" element={<CoachNotFound />} />
  </Routes>
);
export default CoachKitRoutes;
