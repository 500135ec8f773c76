import { Suspense, lazy } from 'react';
import { BookOpen, ListMusic, Timer } from 'lucide-react';
import { TOOL_KEYS, TOOL_NAMES, paths } from '@handyq/domain';
import { Header, Loader, Page, TileList } from '@handyq/web';
import { CUE_CRAFT_PITCH, TOOL_PITCH } from '../lib/tools';
import s from './coach-index-page.module.css';

// The library's drills and videos: fetched (with the query library and the API client) once the
// index shows, not with every Coach Kit page (a timer opened first carries none of it).
const DrillsAndVideos = lazy(() => import('../components/drills-and-videos'));

/** /cueCoach: the four timers and CueCraft, drills and videos from the library, and the guides. */
export function CoachIndexPage() {
  return (
    <>
      <Header title="Coach Kit" />
      <Page className={s.page}>
        <TileList
          title="Features"
          tiles={[
            ...TOOL_KEYS.map((tool) => ({
              to: paths.tool(tool),
              label: TOOL_NAMES[tool],
              subtitle: TOOL_PITCH[tool],
              icon: <Timer size={40} aria-hidden />,
            })),
            {
              to: paths.tool('cueCraft'),
              label: 'CueCraft',
              subtitle: CUE_CRAFT_PITCH,
              icon: <ListMusic size={40} aria-hidden />,
            },
          ]}
        />
        <Suspense
          fallback={
            <section aria-label="Drills and Videos" className={s.section}>
              <h2 className={s.heading}>Drills and Videos</h2>
              <Loader />
            </section>
          }
        >
          <DrillsAndVideos />
        </Suspense>
        <TileList
          title="Guides"
          tiles={[...TOOL_KEYS.map((tool) => TOOL_NAMES[tool]), 'CueCraft'].map((name, i) => ({
            to: paths.toolInfo(TOOL_KEYS[i] ?? 'cueCraft'),
            label: `${name} guide`,
            subtitle: 'How it works and how to practise with it',
            icon: <BookOpen size={40} aria-hidden />,
          }))}
        />
      </Page>
    </>
  );
}
