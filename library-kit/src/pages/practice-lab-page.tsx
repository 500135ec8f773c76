import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import {
  Button,
  ConfirmDialog,
  Loader,
  MessageScreen,
  Page,
  failureText,
  toast,
  useSession,
} from '@handyq/web';
import { cachedItems, itemListQuery, keptItems, libraryKeys } from '../api/items';
import { deleteItem } from '../api/delete-item';
import type { ListItem } from '../api/list-items';
import { FilterBar } from '../components/filter-bar';
import { LoadMore } from '../components/load-more';
import { ItemCard } from '../components/item-card';
import { PracticeLabHeader } from '../components/practice-lab-header';
import { useOnline } from '../hooks/use-online';
import { filterFromSearch, filterLocally, filterToSearch, type ItemFilter } from '../lib/filter';
import { EMPTY_LIST, OFFLINE_NO_MATCH } from '../lib/messages';
import type { Viewer } from '../lib/permissions';
import s from './practice-lab-page.module.css';

/**
 * /libraryKit/practiceLab: the filter bar and the items it finds, page after page as the user
 * scrolls. The filter lives in the query string, so a link or a reload opens the same list.
 * Offline, the items already in the cache are filtered here.
 */
export default function PracticeLabPage() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const filter = useMemo(() => filterFromSearch(params), [params]);
  // Under the browser's router the address changes the moment a link is followed, before the
  // next page has rendered (an item's page still loading its code): a filter change waiting out
  // its delay then must not replace where the user went with the list. A router that keeps its
  // own address (in tests) leaves nothing to compare.
  const browserRouted = useRef(false);
  useEffect(() => {
    browserRouted.current = window.location.pathname === pathname;
  }, [pathname]);
  const apply = useCallback(
    (next: ItemFilter) => {
      if (browserRouted.current && window.location.pathname !== pathname) return;
      setParams(filterToSearch(next), { replace: true });
    },
    [setParams, pathname],
  );
  const user = useSession((st) => st.user);
  const viewer: Viewer | null = user ? { _id: user._id, isAdmin: user.isAdmin } : null;

  return (
    <>
      <PracticeLabHeader />
      <Page className={s.page}>
        <FilterBar value={filter} onApply={apply} isAdmin={!!user?.isAdmin} myId={user?._id} />
        <ItemList filter={filter} viewer={viewer} />
      </Page>
    </>
  );
}

function ItemList({ filter, viewer }: { filter: ItemFilter; viewer: Viewer | null }) {
  const online = useOnline();
  // A new filter keeps the cards on screen, marked busy, until its own list arrives: swapping
  // them for a spinner moved everything under a tap already on its way.
  const list = useInfiniteQuery({ ...itemListQuery(filter), placeholderData: keepPreviousData });
  const stale = list.isPlaceholderData;
  const [deleting, setDeleting] = useState<ListItem | null>(null);
  const [busy, setBusy] = useState(false);

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteItem(deleting._id);
      toast.success('Item deleted');
      setDeleting(null);
    } catch (err) {
      toast.error(failureText(err, 'Could not delete item'));
    } finally {
      setBusy(false);
    }
  };

  let items: ListItem[] | null = null;
  let body = null;
  const offline = !online || list.fetchStatus === 'paused';
  const ownList = stale && offline ? undefined : list.data;
  // Offline with no list of this filter's own: the answers the service worker kept, filtered here.
  const kept = useQuery({
    queryKey: [...libraryKeys.all, 'kept', viewer?._id ?? null],
    queryFn: () => keptItems(viewer?._id ?? null),
    enabled: offline && !ownList,
    staleTime: 0,
  });
  if (ownList) {
    items = ownList.pages.flatMap((p) => p.items);
  } else if (offline) {
    // what this page loaded shows at once; the kept answers join it when read
    items = filterLocally(cachedItems(kept.data), filter);
    if (!items.length) {
      body = kept.isPending ? (
        <Loader />
      ) : (
        <MessageScreen icon={<SearchX size={44} aria-hidden />} title="You're offline">
          {OFFLINE_NO_MATCH}
        </MessageScreen>
      );
    }
  } else if (list.isError) {
    body = (
      <MessageScreen
        title="Items could not load"
        actions={<Button onClick={() => void list.refetch()}>Retry</Button>}
      >
        Check your connection and try again.
      </MessageScreen>
    );
  } else {
    body = <Loader />;
  }
  if (items && !items.length && !body) {
    body = stale && !offline ? <Loader /> : <p className={s.empty}>{EMPTY_LIST}</p>;
  }

  return (
    <>
      {body ?? (
        <section
          aria-labelledby="practice-lab-items"
          aria-busy={stale && !offline}
          className={`${s.results} ${stale && !offline ? s.stale : ''}`}
        >
          {/* The cards' titles are h3: this names the list they are in, for screen readers. */}
          <h2 id="practice-lab-items" className="hq-visually-hidden">
            Items
          </h2>
          <ul className={s.grid}>
            {items!.map((item) => (
              <li key={item._id}>
                <ItemCard item={item} viewer={viewer} onDelete={setDeleting} />
              </li>
            ))}
          </ul>
          {list.data && !stale && list.hasNextPage && online && (
            <LoadMore loading={list.isFetchingNextPage} onMore={() => void list.fetchNextPage()} />
          )}
        </section>
      )}
      <ConfirmDialog
        open={!!deleting}
        title="Delete item?"
        confirmLabel="Delete"
        danger
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => !busy && setDeleting(null)}
      >
        <p>&lsquo;{deleting?.title}&rsquo; will be deleted. This cannot be undone.</p>
      </ConfirmDialog>
    </>
  );
}
