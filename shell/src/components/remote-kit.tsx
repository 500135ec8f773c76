import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import type { KitDef } from '@handyq/shared';
import { Button, Loader, MessageScreen, Page, type KitProps } from '@handyq/shared/web';
import { CloudOff } from 'lucide-react';
import { loadKit } from '../lib/remotes-config';
import { KitBoundary } from './kit-boundary';

type State =
  | { status: 'loading' }
  | { status: 'ready'; Kit: ComponentType<KitProps> }
  | { status: 'failed'; error: string };

function KitFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <Page>
      <MessageScreen
        icon={<CloudOff size={48} aria-hidden />}
        title={`${title} could not load`}
        actions={<Button onClick={onRetry}>Retry</Button>}
      >
        Check your connection and try again. The rest of HandyQ still works.
      </MessageScreen>
    </Page>
  );
}

/** Mounts a kit loaded at runtime; shows a per-kit error screen with Retry when it fails. */
export function RemoteKit({ kit, segment }: { kit: KitDef; segment: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadKit(kit.name).then(
      // A kit's first render is a transition too: sliced, never one long task.
      (mod) => live && startTransition(() => setState({ status: 'ready', Kit: mod.default })),
      (err: unknown) => {
        console.error(`Failed to load ${kit.name}`, err);
        if (live) setState({ status: 'failed', error: String(err) });
      },
    );
    return () => {
      live = false;
    };
  }, [kit.name, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.status === 'loading') return <Loader />;
  if (state.status === 'failed') return <KitFailed title={kit.title} onRetry={retry} />;
  const { Kit } = state;
  return (
    <KitBoundary
      fallback={(reset) => (
        <KitFailed
          title={kit.title}
          onRetry={() => {
            reset();
            retry();
          }}
        />
      )}
    >
      <Kit segment={segment} />
    </KitBoundary>
  );
}
