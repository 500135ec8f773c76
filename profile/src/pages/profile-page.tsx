import { Suspense, lazy } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LogOut } from 'lucide-react';
import { paths } from '@handyq/shared';
import { Header, IconButton, Loader, Page, useSession } from '@handyq/shared/web';
import { logOut } from '@handyq/shared/web/server';
import s from './profile.module.css';

// A visitor looking at someone never downloads the sections of one's own profile.
const MyProfile = lazy(() => import('./my-profile'));
const PublicProfile = lazy(() => import('./public-profile'));

/** /user/:id — one's own profile ('My Profile', with Logout), or someone else's, read-only. */
export function ProfilePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const own = useSession((st) => st.user?._id === id);
  const logout = () => {
    void logOut();
    navigate(paths.home);
  };
  return (
    <>
      <Header
        title={own ? 'My Profile' : 'Profile'}
        actions={
          own && <IconButton label="Logout" icon={<LogOut size={24} aria-hidden />} onClick={logout} />
        }
      />
      <Page className={s.page}>
        <Suspense fallback={<Loader />}>{own ? <MyProfile id={id} /> : <PublicProfile id={id} />}</Suspense>
      </Page>
    </>
  );
}
