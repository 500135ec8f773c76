import { useNavigate } from 'react-router-dom';
import { useQueries } from '@tanstack/react-query';
import { Dumbbell, FlaskConical, Info, NotebookPen, UserRound } from 'lucide-react';
import { BUILD_YOUR_OWN_IDS, LOGIN_REQUIRED_MSG, POPULAR_ITEM_ID, paths } from '@handyq/domain';
import {
  Button,
  Header,
  Loader,
  MessageScreen,
  Page,
  TileList,
  toast,
  useSession,
  type TileData,
} from '@handyq/web';
import { itemCardQuery, type ItemCard } from '../api/item-cards';
import { useOnline } from '../hooks/use-online';
import { OFFLINE_NO_CACHE } from '../lib/messages';
import s from './library-index-page.module.css';

const FIXED_IDS = [...BUILD_YOUR_OWN_IDS, POPULAR_ITEM_ID];
/** The fixed cards while any is still on its way (one value, so no render until all are in). */
const PENDING = { settled: false, noData: true, failed: false, found: [] as ItemCard[], retry: () => {} };

const itemTile = (card: ItemCard): TileData => ({
  to: paths.item(card._id),
  label: card.title,
  subtitle: card.description,
  img: card.img,
  icon: <Dumbbell size={40} aria-hidden />,
});

/**
 * /libraryKit: the features, a few fixed items to build your own library from, and popular
 * items with My Items and the PracticeLab guide. Fixed items that are not there are left out.
 */
export function LibraryIndexPage() {
  const navigate = useNavigate();
  const userId = useSession((st) => st.user?._id);
  const online = useOnline();
  // The page is drawn once every card has its answer, not again as each arrives: the cards come
  // in separate responses, and each drew the whole page anew (up to five first renders a visit).
  const { settled, noData, failed, found, retry } = useQueries({
    queries: FIXED_IDS.map((id) => itemCardQuery(id)),
    combine: (results) => {
      const settled = results.every((r) => r.data !== undefined || r.isError);
      if (!settled) return PENDING;
      return {
        settled,
        noData: results.every((r) => r.data === undefined),
        failed: results.some((r) => r.isError),
        found: results.flatMap((r) => (r.data ? [r.data] : [])),
        retry: () => results.forEach((r) => void r.refetch()),
      };
    },
  });
  const cards = new Map<string, ItemCard>(found.map((card) => [card._id, card]));

  const openMyItems = () => {
    if (!userId) toast.info(LOGIN_REQUIRED_MSG);
    else navigate(`${paths.practiceLab}?${new URLSearchParams({ author: userId })}`);
  };

  let status = null;
  // Offline, the cards may still come from what the service worker kept: wait for its answer.
  if (noData && !online && settled) {
    status = <MessageScreen title="You're offline">{OFFLINE_NO_CACHE}</MessageScreen>;
  } else if (!settled) {
    status = <Loader />;
  } else if (failed && noData) {
    status = (
      <MessageScreen title="Items could not load" actions={<Button onClick={retry}>Retry</Button>}>
        Check your connection and try again.
      </MessageScreen>
    );
  }

  const own = BUILD_YOUR_OWN_IDS.flatMap((id) => {
    const card = cards.get(id);
    return card ? [itemTile(card)] : [];
  });
  const popular = cards.get(POPULAR_ITEM_ID);
  const explore: TileData[] = [
    {
      onClick: openMyItems,
      label: 'My Items',
      subtitle: 'Everything you saved in the PracticeLab',
      icon: <UserRound size={40} aria-hidden />,
    },
    ...(popular ? [itemTile(popular)] : []),
    {
      to: paths.practiceLabInfo,
      label: 'PracticeLab Info',
      subtitle: 'Drills, tutorials, workouts and how publishing works',
      icon: <Info size={40} aria-hidden />,
    },
  ];

  return (
    <>
      <Header title="Library Kit" />
      <Page className={s.page}>
        <TileList
          title="Features"
          tiles={[
            {
              to: paths.practiceLab,
              label: 'PracticeLab',
              subtitle: 'Save drills, tutorials and workouts; publish the best.',
              icon: <FlaskConical size={48} aria-hidden />,
            },
            {
              to: paths.practiceLog,
              label: 'PracticeLog',
              subtitle: 'Every session kept: streaks, bests and your hold growing.',
              icon: <NotebookPen size={48} aria-hidden />,
            },
          ]}
        />
        {status ? (
          <section aria-labelledby="byo-heading" className={s.section}>
            <h2 id="byo-heading" className={s.heading}>
              Build Your Own Library
            </h2>
            {status}
          </section>
        ) : (
          own.length > 0 && <TileList title="Build Your Own Library" tiles={own} />
        )}
        <TileList title="Explore Popular Items" tiles={explore} />
      </Page>
    </>
  );
}
