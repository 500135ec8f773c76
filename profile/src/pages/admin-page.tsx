import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { paths } from '@handyq/domain';
import type { User } from '@handyq/domain/schemas';
import { Button, ConfirmDialog, Header, Loader, MessageScreen, Page, toast, useSession } from '@handyq/web';
import { errorMessage } from '@handyq/web/server';
import { removeUser, setPlan, usersQuery } from '../api/users';
import { UserCard } from '../components/user-card';
import s from './admin-page.module.css';

/**
 * /admin: every user with their data, a button to make them Pro or Basic (the way to Pro until
 * payments exist) and a Remove button; anyone but an admin goes home, once
 * the session is known (a new tab or a PWA launch restores it first).
 */
export function AdminPage() {
  const me = useSession((st) => st.user);
  const restoring = useSession((st) => st.restoring);
  if (!me && restoring) return <Loader />;
  if (!me?.isAdmin) return <Navigate to={paths.home} replace />;
  return <AdminUsers myId={me._id} />;
}

function AdminUsers({ myId }: { myId: string }) {
  const users = useQuery(usersQuery);
  const [removing, setRemoving] = useState<User | null>(null);
  const [busy, setBusy] = useState(false);
  const [planning, setPlanning] = useState<string | null>(null);

  const changePlan = async (u: User) => {
    const tier = u.plan.tier === 'pro' ? 'basic' : 'pro';
    setPlanning(u._id);
    try {
      await setPlan(u._id, tier);
      toast.success(`${u.fullname} is now on the ${tier === 'pro' ? 'Pro' : 'Basic'} plan`);
    } catch (err) {
      toast.error(await errorMessage(err, 'Failed to change the plan'));
    } finally {
      setPlanning(null);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await removeUser(removing._id);
      toast.success(`${removing.username} removed`);
      setRemoving(null);
    } catch (err) {
      toast.error(await errorMessage(err, 'Failed to remove user'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Header title="Admin" back={paths.home} />
      <Page>
        {users.isPending && <Loader />}
        {users.isError && (
          <MessageScreen
            title="Users could not load"
            actions={<Button onClick={() => void users.refetch()}>Retry</Button>}
          />
        )}
        {users.data && (
          <section aria-labelledby="all-users">
            <h2 id="all-users" className={s.heading}>
              All users ({users.data.length})
            </h2>
            <ul className={s.list}>
              {users.data.map((u) => (
                <li key={u._id}>
                  <UserCard user={u}>
                    {u._id !== myId && (
                      <>
                        <Button
                          variant="secondary"
                          aria-busy={planning === u._id}
                          disabled={planning === u._id}
                          onClick={() => void changePlan(u)}
                        >
                          {u.plan.tier === 'pro' ? 'Make Basic' : 'Make Pro'}
                        </Button>
                        <Button variant="danger" onClick={() => setRemoving(u)}>
                          Remove {u.username}
                        </Button>
                      </>
                    )}
                  </UserCard>
                </li>
              ))}
            </ul>
          </section>
        )}
      </Page>
      <ConfirmDialog
        open={!!removing}
        title={`Remove ${removing?.username ?? ''}?`}
        confirmLabel="Remove"
        danger
        busy={busy}
        onConfirm={() => void confirmRemove()}
        onCancel={() => !busy && setRemoving(null)}
      >
        <p>
          {removing?.fullname} ({removing?.email}) and everything they saved will be deleted. This cannot be
          undone.
        </p>
      </ConfirmDialog>
    </>
  );
}
