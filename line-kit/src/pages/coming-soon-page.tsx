import { paths } from '@handyq/shared';
import { ButtonLink, Header, MessageScreen, Page } from '@handyq/shared/web';
import { Hourglass } from 'lucide-react';
import type { LineTool } from '../lib/line-tools';

export function ComingSoonPage({ tool }: { tool: LineTool }) {
  return (
    <>
      <Header title={tool.name} back={paths.line} />
      <Page>
        <MessageScreen
          icon={<Hourglass size={48} aria-hidden />}
          title={`${tool.name} is coming soon`}
          actions={
            <ButtonLink to={paths.line} variant="secondary">
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
