import { Route, Routes, useParams } from 'react-router-dom';
import { MessageScreen, NotFound, Page, PlaceholderPage } from '@handyq/shared/web';
import { TOOL_KEYS, TOOL_NAMES, paths, type ToolKey } from '@handyq/shared';
import { ToolHeader } from './tool-header';

function isTool(t: string | undefined): t is ToolKey {
  return (TOOL_KEYS as readonly string[]).includes(t ?? '');
}

function ToolPage() {
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

function ToolSubPage({ kind }: { kind: 'info' | 'settings' }) {
  const { tool } = useParams();
  if (!isTool(tool)) return <CoachNotFound />;
  const title = `${TOOL_NAMES[tool]} ${kind === 'info' ? 'Info' : 'Settings'}`;
  return <PlaceholderPage title={title} back={paths.tool(tool)} />;
}

function CoachNotFound() {
  return <NotFound title="Coach Kit" to={paths.coach} toLabel="Go to Coach Kit" />;
}

/** Coach Kit, mounted by the shell under /cueCoach/*. */
export default function CoachKitRoutes() {
  return (
    <Routes>
      <Route
        index
        element={
          <PlaceholderPage title="Coach Kit">Four voice-guided timers are on their way.</PlaceholderPage>
        }
      />
      <Route path=":tool" element={<ToolPage />} />
      <Route path=":tool/info" element={<ToolSubPage kind="info" />} />
      <Route path=":tool/settings" element={<ToolSubPage kind="settings" />} />
      <Route path="*" element={<CoachNotFound />} />
    </Routes>
  );
}
