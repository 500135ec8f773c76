import { Suspense, lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Loader, NotFound, type KitRoutes } from '@handyq/web';
import { ProfilePage } from './pages/profile-page';

// Only admins open /admin: its code (and the API client it brings) loads when it is opened.
const AdminPage = lazy(() => import('./pages/admin-page').then((m) => ({ default: m.AdminPage })));

/** Profile, mounted by the shell under /user/* and /admin/*. */
const ProfileRoutes: KitRoutes = ({ segment }) => (
  <Suspense fallback={<Loader />}>
    <Routes>
      {segment === 'admin' ? (
        <Route index element={<AdminPage />} />
      ) : (
        <Route path=":id" element={<ProfilePage />} />
      )}
      <Route path="*" element={<NotFound />} />
    </Routes>
  </Suspense>
);
export default ProfileRoutes;
