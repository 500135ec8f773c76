import type { InfiniteData } from '@tanstack/react-query';
import type { LibraryItem } from '@handyq/domain/schemas';
import { queryClient } from '@handyq/web/server';
import { sampleItem } from '../test/sample-item';
import { applyItemStatus } from './live-status';
import { libraryKeys } from './library-keys';

type Page = { items: LibraryItem[]; next: string | null };
const listKey = (params: Record<string, string>) => [...libraryKeys.lists(), params];
const statusesIn = (params: Record<string, string>) =>
  queryClient
    .getQueryData<InfiniteData<Page>>(listKey(params))!
    .pages.flatMap((p) => p.items.map((i) => [i._id, i.status]));

beforeEach(() => queryClient.clear());

describe('a live status change', () => {
  it('shows in the item view and in every list that holds the item, at once', () => {
    const item = sampleItem({ _id: 'itm001', status: 'pending' });
    const other = sampleItem({ _id: 'itm002', status: 'private' });
    queryClient.setQueryData(libraryKeys.item('itm001'), item);
    queryClient.setQueryData(listKey({}), {
      pages: [{ items: [other, item], next: null }],
      pageParams: [''],
    });
    applyItemStatus('itm001', 'public');
    expect(queryClient.getQueryData<LibraryItem>(libraryKeys.item('itm001'))?.status).toBe('public');
    expect(statusesIn({})).toEqual([
      ['itm002', 'private'],
      ['itm001', 'public'],
    ]);
  });

  it('makes the lists filtered to the new status load again (a newly pending item appears there)', () => {
    const empty = { pages: [{ items: [], next: null }], pageParams: [''] };
    queryClient.setQueryData(listKey({ status: 'pending' }), empty);
    queryClient.setQueryData(listKey({ status: 'public' }), empty);
    applyItemStatus('itm003', 'pending');
    expect(queryClient.getQueryState(listKey({ status: 'pending' }))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(listKey({ status: 'public' }))?.isInvalidated).toBe(false);
  });
});
