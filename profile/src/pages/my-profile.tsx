import { Suspense, lazy, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ShieldCheck } from 'lucide-react';
import { paths } from '@handyq/domain';
import { Button, ButtonLink, DEMO_BUILD, Loader, MessageScreen, toast } from '@handyq/web';
import { ownUserQuery } from '@handyq/web/user';
import { DangerZone } from '../components/danger-zone';
import { FeatureSettingsSection } from '../components/feature-settings-section';
import { PackageSection } from '../components/package-section';
import { PasswordSection } from '../components/password-section';
import { ProfileDetails } from '../components/profile-details';
import { Section } from '../components/section';
import { GeneralSettings } from '../components/general-settings';
import s from './profile.module.css';

// what the favorites say (CueCraft's summed up by its rules), once the section is opened
const FavoritesSection = lazy(() =>
  import('../components/favorites-section').then((m) => ({ default: m.FavoritesSection })),
);

/** One's own profile: collapsible sections, the first (who you are) open. */
export default function MyProfile({ id }: { id: string }) {
  const { data: user, error, isPending, refetch } = useQuery(ownUserQuery(id));
  useEffect(() => {
    if (error) toast.error('Cannot load user');
  }, [error]);
  if (isPending) return <Loader />;
  if (error) {
    return (
      <MessageScreen title="Cannot load user" actions={<Button onClick={() => void refetch()}>Retry</Button>}>
        Check your connection and try again.
      </MessageScreen>
    );
  }
  return (
    <div className={s.sections}>
      {/* An admin's way to the user list (/admin is linked from nowhere else). */}
      {user.isAdmin && (
        <ButtonLink to={paths.admin} variant="secondary" block className={s.adminLink}>
          <ShieldCheck size={20} aria-hidden /> Admin: manage users
        </ButtonLink>
      )}
      <Section title={user.fullname} defaultOpen editable>
        {(editing) => <ProfileDetails user={user} editable={editing} />}
      </Section>
      {/* The demo keeps no passwords: its accounts log in by username. */}
      {!DEMO_BUILD && (
        <Section title="Reset Password">
          <PasswordSection userId={user._id} />
        </Section>
      )}
      <Section title="General Settings">
        <GeneralSettings user={user} />
      </Section>
      <Section title="Feature Settings">
        <FeatureSettingsSection user={user} />
      </Section>
      <Section title="Feature Favorites">
        <Suspense fallback={<Loader />}>
          <FavoritesSection user={user} />
        </Suspense>
      </Section>
      <Section title="Package" summary={user.plan.tier === 'pro' ? 'Pro' : 'Basic'}>
        <PackageSection user={user} />
      </Section>
      <Section title="Danger Zone" tone="danger">
        <DangerZone userId={user._id} />
      </Section>
    </div>
  );
}
