import { ButtonLink, Header, MessageScreen, Page } from '@handyq/shared/web';
import { Hourglass } from 'lucide-react';
import type { LineTool } from '../line-tools';

export function ComingSoonPage({ tool }: { tool: LineTool }) {
  return (
    <>
      <Header title={tool.name} back="/linePerfector" />
      <Page>
        <MessageScreen
          icon={<Hourglass size={48} aria-hidden />}
          title={`${tool.name} is coming soon`}
          actions={
            <ButtonLink to="/linePerfector" variant="secondary">
              Back to Line Kit
            </ButtonLink>
          }
        >
          {tool.detail}
        </MessageScreen>
      </Page>
    </>
  );
}
