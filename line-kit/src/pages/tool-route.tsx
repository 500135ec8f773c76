import { Suspense, lazy } from 'react';
import { paths } from '@handyq/domain';
import { Header, Loader, Page } from '@handyq/web';
import { ProGate } from '../components/pro-gate';
import type { LineTool } from '../lib/line-tools';

// Each tool's page, with the camera and the pose model's module, loads only once the gate lets
// the user in: a visitor, or a Basic user with trial mode off, loads the gate alone.
const PAGES: Record<LineTool['slug'], React.ComponentType> = {
  /** /linePerfector/lineCal: set up the camera until every check is green; kept per device. */
  lineCal: lazy(() => import('./line-cal-page')),
  /** /linePerfector/lineAlign: the line live from the camera, or in a photo or video from the device. */
  lineAlign: lazy(() => import('./line-align-page')),
  /** /linePerfector/lineTracker: each hold's line over time, kept in the PracticeLog. */
  lineTracker: lazy(() => import('./line-tracker-page')),
};

/** A Line Kit tool's route: its header, the Pro gate, then the tool. */
export default function ToolRoute({ tool }: { tool: LineTool }) {
  const Tool = PAGES[tool.slug];
  return (
    <>
      <Header title={tool.name} back={paths.line} />
      <ProGate>
        <Suspense
          fallback={
            <Page>
              <Loader />
            </Page>
          }
        >
          <Tool />
        </Suspense>
      </ProGate>
    </>
  );
}
