import { Suspense, lazy, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LogOut } from 'lucide-react';
import { paths } from '@handyq/domain';
import { Header, IconButton, Loader, Page, useSession } from '@handyq/web';
import { logOut } from '@handyq/web/server';
import type { UnsentSummary } from '@handyq/web/practice-log';
import s from './profile.module.css';

// A visitor looking at someone never downloads the sections of one's own profile.
const MyProfile = lazy(() => import('./my-profile'));
const PublicProfile = lazy(() => import('./public-profile'));
// Only when logging out leaves practice log entries unsent.
const UnsentLogDialog = lazy(() => import('../components/unsent-log-dialog'));

/** /user/:id — one's own profile ('My Profile', with Logout), or someone else's, read-only. */
export function ProfilePage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const own = useSession((st) => st.user?._id === id);
  /** What of the practice log this device has not sent for the user, once asked. */
  const [unsent, setUnsent] = useState<UnsentSummary | null>(null);
  const leave = () => {
    setUnsent(null);
    void logOut();
    navigate(paths.home);
  };
  // Entries of the practice log not sent yet: asked about first (send, keep here, or cancel).
  const logout = async () => {
    let summary: UnsentSummary | null = null;
    try {
      const { unsentSummary } = await import('@handyq/web/practice-log');
      summary = await unsentSummary(id);
    } catch (err) {
      console.error('Could not look for unsent practice log entries', err);
    }
    if (summary && summary.sessions + summary.changes > 0) setUnsent(summary);
    else leave();
  };
  return (
    <>
      <Header
        title={own ? 'My Profile' : 'Profile'}
        actions={
          own && (
            <IconButton
              label="Logout"
              icon={<LogOut size={24} aria-hidden />}
              onClick={() => void logout()}
            />
          )
        }
      />
      <Page className={s.page}>
        <Suspense fallback={<Loader />}>{own ? <MyProfile id={id} /> : <PublicProfile id={id} />}</Suspense>
      </Page>
      {unsent && (
        <Suspense fallback={null}>
          <UnsentLogDialog userId={id} summary={unsent} onLogOut={leave} onCancel={() => setUnsent(null)} />
        </Suspense>
      )}
    </>
  );
}
