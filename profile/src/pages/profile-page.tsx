import { PlaceholderPage, useSession } from '@handyq/shared/web';

/** /user/:id */
export function ProfilePage() {
  const user = useSession((s) => s.user);
  return (
    <PlaceholderPage title="My Profile">
      {user ? `Signed in as ${user.fullname}.` : 'Your profile is on its way.'}
    </PlaceholderPage>
  );
}
