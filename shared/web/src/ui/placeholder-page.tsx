import type { ReactNode } from 'react';
import { Construction } from 'lucide-react';
import { Header } from './header';
import { MessageScreen } from './message-screen';
import { Page } from './page';

/** A page whose screen is still being built: its title, a back control and a short note. */
export function PlaceholderPage({
  title,
  back,
  actions,
  children = 'This screen is on its way.',
}: {
  title: string;
  back?: string | true;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <>
      <Header title={title} back={back} actions={actions} />
      <Page>
        <MessageScreen icon={<Construction size={44} aria-hidden />} title={title}>
          {children}
        </MessageScreen>
      </Page>
    </>
  );
}
