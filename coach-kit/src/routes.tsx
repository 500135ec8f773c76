import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loader, type KitRoutes } from '@handyq/web';
import { CoachIndexPage } from './pages/coach-index-page';
import { CoachNotFound } from './components/coach-not-found';

// The timers (the cue engine), their settings and help load when opened: the index, the
// kit's first page on a phone, downloads none of them.
const ToolPage = lazy(() => import('./pages/tool-page').then((m) => ({ default: m.ToolPage })));
const ToolSettingsPage = lazy(() =>
  import('./pages/tool-settings-page').then((m) => ({ default: m.ToolSettingsPage })),
);
const CueCraftPage = lazy(() => import('./pages/cue-craft-page').then((m) => ({ default: m.CueCraftPage })));
const CueCraftSettingsPage = lazy(() => import('./pages/cue-craft-settings-page'));
const ToolInfoPage = lazy(() => import('./pages/tool-info-page').then((m) => ({ default: m.ToolInfoPage })));

/** Coach Kit, mounted by the shell under /cueCoach/*. */
const CoachKitRoutes: KitRoutes = () => (
  <Suspense fallback={<Loader />}>
    <Routes>
      <Route index element={<CoachIndexPage />} />
      <Route path="cueCraft" element={<CueCraftPage />} />
      <Route path="cueCraft/settings" element={<CueCraftSettingsPage />} />
      <Route path=":tool" element={<ToolPage />} />
      <Route path=":tool/info" element={<ToolInfoPage />} />
      <Route path=":tool/settings" element={<ToolSettingsPage />} />
      <Route path="*" element={<CoachNotFound />} />
    </Routes>
  </Suspense>
);
export default CoachKitRoutes;
