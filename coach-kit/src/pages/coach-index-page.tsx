import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, Dumbbell, ListMusic, Timer } from 'lucide-react';
import { TOOL_KEYS, TOOL_NAMES, paths } from '@handyq/domain';
import { Header, Loader, MessageScreen, OFFLINE_NO_CACHE, Page, TileList } from '@handyq/web';
import { drillItemsQuery } from '../api/drill-items';
import { CUE_CRAFT_PITCH, TOOL_PITCH } from '../lib/tools';
import s from './coach-index-page.module.css';

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
        <DrillsAndVideos />
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

function DrillsAndVideos() {
  const { data, error } = useQuery(drillItemsQuery);
  let body;
  if (!data && error) {
    body = (
      <MessageScreen title={navigator.onLine ? 'Drills could not load' : "You're offline"}>
        {navigator.onLine ? 'Check your connection and try again.' : OFFLINE_NO_CACHE}
      </MessageScreen>
    );
  } else if (!data) body = <Loader />;
  else if (!data.length) {
    body = (
      <p className={s.empty}>
        No drills or videos yet. They appear here as the <Link to={paths.library}>library</Link> grows.
      </p>
    );
  }
  if (body) {
    return (
      <section aria-label="Drills and Videos" className={s.section}>
        <h2 className={s.heading}>Drills and Videos</h2>
        {body}
      </section>
    );
  }
  return (
    <TileList
      title="Drills and Videos"
      tiles={data!.map((item) => ({
        to: paths.item(item._id),
        label: item.title,
        subtitle: item.description,
        img: item.img,
        icon: <Dumbbell size={40} aria-hidden />,
      }))}
    />
  );
}
