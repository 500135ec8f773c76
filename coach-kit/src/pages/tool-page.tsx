import { useParams } from 'react-router-dom';
import { TOOL_NAMES } from '@handyq/shared';
import { MessageScreen, Page } from '@handyq/shared/web';
import { ToolHeader } from '../components/tool-header';
import { CoachNotFound } from '../components/coach-not-found';
import { isTool } from '../lib/tools';

/** /cueCoach/:tool */
export function ToolPage() {
  const { tool } = useParams();
  if (!isTool(tool)) return <CoachNotFound />;
  return (
    <>
      <ToolHeader tool={tool} />
      <Page>
        <MessageScreen title={TOOL_NAMES[tool]}>The {TOOL_NAMES[tool]} timer is on its way.</MessageScreen>
      </Page>
    </>
  );
}
