import { useNavigate, useParams } from 'react-router-dom';
import { LogOut } from 'lucide-react';
import { paths } from '@handyq/shared';
import { Header, IconButton, MessageScreen, Page, useSession } from '@handyq/shared/web';

/** /user/:id — for now the header (with Logout on one's own profile) and who is signed in. */
export function ProfilePage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const user = useSession((s) => s.user);
  const own = !!user && user._id === id;
  const logout = () => {
    useSession.getState().logout();
    navigate(paths.home);
  };
  return (
    <>
      <Header
        title="My Profile"
        actions={
          own && <IconButton label="Logout" icon={<LogOut size={24} aria-hidden />} onClick={logout} />
        }
      />
      <Page>
        <MessageScreen title={own ? user.fullname : 'Profile'}>
          {own ? `Signed in as ${user.email}.` : 'This profile is on its way.'}
        </MessageScreen>
      </Page>
    </>
  );
}
