import { Suspense, lazy, useState, type ReactNode } from 'react';
import { Camera, LogIn } from 'lucide-react';
import { PRO_ONLY_MESSAGES, paths } from '@handyq/domain';
import { Button, ButtonLink, Loader, MessageScreen, Page, useSession } from '@handyq/web';
import { useProAccess } from '@handyq/web/pro-access';

// The plans dialog (and the user module it is in) loads when 'See plans' is pressed.
const PlanDialogOpener = lazy(() =>
  import('@handyq/web/user').then((m) => ({ default: m.PlanDialogOpener })),
);

export const LINE_GATE_TEXTS = {
  visitor: 'Log in to use the Line Kit.',
  proOnly: 'Pro only',
  backToKit: 'Back to the Line Kit',
} as const;

/** A tool page's way back to the kit's index, for whoever the gate stops (no navigator here). */
const BackToKit = () => (
  <ButtonLink to={paths.line} variant="secondary">
    {LINE_GATE_TEXTS.backToKit}
  </ButtonLink>
);

/** A Line Kit tool: for Pro, or everyone while trial mode is on; a visitor is asked to log in. */
export function ProGate({ children }: { children: ReactNode }) {
  const access = useProAccess();
  if (access === 'allowed') return <>{children}</>;
  return (
    <Page>
      {access === 'loading' ? (
        <Loader />
      ) : access === 'visitor' ? (
        <MessageScreen
          icon={<LogIn size={44} aria-hidden />}
          title={LINE_GATE_TEXTS.visitor}
          actions={
            <>
              <ButtonLink to={paths.login}>Log in</ButtonLink>
              <BackToKit />
            </>
          }
        >
          The camera reads your line on this device: nothing you film leaves it.
        </MessageScreen>
      ) : (
        <ProOnly />
      )}
    </Page>
  );
}

function ProOnly() {
  const userId = useSession((st) => st.user?._id);
  const [plans, setPlans] = useState(false);
  return (
    <>
      <MessageScreen
        icon={<Camera size={44} aria-hidden />}
        title={LINE_GATE_TEXTS.proOnly}
        actions={
          <>
            {userId && <Button onClick={() => setPlans(true)}>See plans</Button>}
            <BackToKit />
          </>
        }
      >
        {PRO_ONLY_MESSAGES.lineKit}
      </MessageScreen>
      {plans && userId && (
        <Suspense fallback={null}>
          <PlanDialogOpener
            userId={userId}
            reason={PRO_ONLY_MESSAGES.lineKit}
            onClose={() => setPlans(false)}
          />
        </Suspense>
      )}
    </>
  );
}
