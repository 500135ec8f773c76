import { Route, Routes } from 'react-router-dom';
import { NotFound, PlaceholderPage, useSession } from '@handyq/shared/web';

function ProfilePage() {
  const user = useSession((s) => s.user);
  return (
    <PlaceholderPage title="My Profile">
      {user ? `Signed in as ${user.fullname}.` : 'Your profile is on its way.'}
    </PlaceholderPage>
  );
}

/** Profile, mounted by the shell under /user/* and /admin/*. */
export default function ProfileRoutes({ segment }: { segment: string }) {
  return (
    <Routes>
      {segment === 'admin' ? (
        <Route index element={<PlaceholderPage title="Admin" back="/" />} />
      ) : (
        <Route path=":id" element={<ProfilePage />} />
      )}
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
