import { Route, Routes } from 'react-router-dom';
import { NotFound, type KitRoutes } from '@handyq/shared/web';
import { ProfilePage } from './pages/profile-page';
import { AdminPage } from './pages/admin-page';

/** Profile, mounted by the shell under /user/* and /admin/*. */
const ProfileRoutes: KitRoutes = ({ segment }) => (
  <Routes>
    {segment === 'admin' ? (
      <Route index element={<AdminPage />} />
    ) : (
      <Route path=":id" element={<ProfilePage />} />
    )}
    <Route path="*" element={<NotFound />} />
  </Routes>
);
export default ProfileRoutes;
