import { startTransition, useCallback, useEffect, useState } from 'react';
import type { KitDef } from '@handyq/domain';
import { Button, Loader, MessageScreen, Page } from '@handyq/web';
import { CloudOff } from 'lucide-react';
import { loadKit, type LoadedKit } from '../lib/remotes-config';
import { KitBoundary } from './kit-boundary';

type State =
  { status: 'loading' } | { status: 'ready'; kit: LoadedKit } | { status: 'failed'; contract?: string };

function KitFailed({ title, contract, onRetry }: { title: string; contract?: string; onRetry: () => void }) {
  return (
    <Page>
      <MessageScreen
        icon={<CloudOff size={48} aria-hidden />}
        title={`${title} could not load`}
        actions={
          contract ? (
            <Button onClick={() => location.reload()}>Reload</Button>
          ) : (
            <Button onClick={onRetry}>Retry</Button>
          )
        }
      >
        {contract
          ? `${contract} Reload to get the latest HandyQ. The rest of HandyQ still works.`
          : 'Check your connection and try again. The rest of HandyQ still works.'}
      </MessageScreen>
    </Page>
  );
}

/** A kit built for a version of a shared module this shell does not provide: what it needs. */
function contractMessage(err: unknown, title: string): string | undefined {
  if (!(err instanceof Error) || err.name !== 'KitContractError') return undefined;
  const { module, required, provided } = err as Error & Record<'module' | 'required' | 'provided', string>;
  return `${title} needs ${module} ${required}, but this HandyQ has ${provided}.`;
}

/**
 * Mounts a kit loaded at runtime inside the provider layer every kit renders in; shows a
 * per-kit error screen (Retry, or Reload when the kit needs a newer shell) when it fails.
 */
export function RemoteKit({ kit, segment }: { kit: KitDef; segment: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    loadKit(kit.name).then(
      // A kit's first render is a transition too: sliced, never one long task.
      (loaded) => live && startTransition(() => setState({ status: 'ready', kit: loaded })),
      (err: unknown) => {
        console.error(`Failed to load ${kit.name}`, err);
        if (live) setState({ status: 'failed', contract: contractMessage(err, kit.title) });
      },
    );
    return () => {
      live = false;
    };
  }, [kit.name, kit.title, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.status === 'loading') return <Loader />;
  if (state.status === 'failed')
    return <KitFailed title={kit.title} contract={state.contract} onRetry={retry} />;
  const { Kit, Providers } = state.kit;
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
      <Providers>
        <Kit segment={segment} />
      </Providers>
    </KitBoundary>
  );
}
