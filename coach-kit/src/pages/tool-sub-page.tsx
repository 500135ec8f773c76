import { useParams } from 'react-router-dom';
import { TOOL_NAMES, paths } from '@handyq/shared';
import { PlaceholderPage } from '@handyq/shared/web';
import { CoachNotFound } from '../components/coach-not-found';
import { isTool } from '../lib/tools';

/** /cueCoach/:tool/info and /cueCoach/:tool/settings */
export function ToolSubPage({ kind }: { kind: 'info' | 'settings' }) {
  const { tool } = useParams();
  if (!isTool(tool)) return <CoachNotFound />;
  const title = `${TOOL_NAMES[tool]} ${kind === 'info' ? 'Info' : 'Settings'}`;
  return <PlaceholderPage title={title} back={paths.tool(tool)} />;
}
