import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Dumbbell } from 'lucide-react';
import { paths } from '@handyq/domain';
import { Loader, MessageScreen, OFFLINE_NO_CACHE, TileList } from '@handyq/web';
import { drillItemsQuery } from '../api/drill-items';
import s from '../pages/coach-index-page.module.css';

/** The index's drills and videos from the library (public drills and tutorials), as tiles. */
export default function DrillsAndVideos() {
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
