import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { LibraryItem } from '@handyq/domain/schemas';
import { useSession, useToastStore, type SessionUser } from '@handyq/web';
import { KitProviders, api, queryClient, unreadCountQuery } from '@handyq/web/server';
import { itemListQuery } from '../api/items';
import { listItemOf } from '../api/list-items';
import { filterFromSearch } from '../lib/filter';
import { sampleItem } from '../test/sample-item';
import PracticeLabPage from './practice-lab-page';

const mockDelete = jest.fn();
jest.mock('../api/delete-item', () => ({ deleteItem: (id: string) => mockDelete(id) }));

const mine = sampleItem({ _id: 'mine01', title: 'My drill', createdAt: 2 });
const adminItem = sampleItem({
  _id: 'adm001',
  title: 'Official drill',
  status: 'public',
  owner: { _id: 'adm', fullname: 'Site Admin', isAdmin: true },
  imgData: [{ url: '/api/media/x', caption: '', isMain: true }],
});

function cacheList(query: string, items: LibraryItem[]) {
  const { queryKey } = itemListQuery(filterFromSearch(new URLSearchParams(query)));
  queryClient.setQueryData(queryKey, {
    pages: [{ items: items.map(listItemOf), next: null }],
    pageParams: ['libraryItem'],
  });
}

/** Where the router is, for the test to read. */
function Where() {
  const l = useLocation();
  return <output aria-label="location">{`${l.pathname}${l.search}`}</output>;
}
const where = () => screen.getByLabelText('location').textContent;

function open(query = '') {
  return render(
    <KitProviders>
      <MemoryRouter initialEntries={[`/libraryKit/practiceLab${query ? `?${query}` : ''}`]}>
        <Where />
        <Routes>
          <Route path="/libraryKit/practiceLab" element={<PracticeLabPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </KitProviders>,
  );
}

/** What the API client answers for a list: the items, and no next page. */
const answerOf = (items: LibraryItem[]) => ({
  json: () => Promise.resolve(items),
  headers: { get: () => null },
});

const card = (title: string) => screen.getByRole('article', { name: title });
const user = (isAdmin = false) =>
  ({ _id: 'u1', fullname: 'Ann', email: 'a@x.io', isAdmin, notifications: [] }) as unknown as SessionUser;

beforeEach(() => {
  queryClient.clear();
  mockDelete.mockReset();
  useToastStore.getState().close();
  useSession.setState({ user: null });
});
afterEach(() => jest.restoreAllMocks());

describe('the PracticeLab list', () => {
  it('shows each item with its picture, type, status and author; HandyQ for an admin', () => {
    useSession.setState({ user: user() });
    cacheList('', [mine, adminItem]);
    open();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('PracticeLab');
    expect(within(card('Official drill')).getByText('By HandyQ')).toBeTruthy();
    expect(card('Official drill').querySelector('img')?.getAttribute('src')).toBe('/api/media/x');
    expect(within(card('My drill')).getByText('By Ann Owner')).toBeTruthy();
    expect(within(card('My drill')).getByText('Private')).toBeTruthy();
    expect(within(card('My drill')).getByRole('link', { name: 'My drill' }).getAttribute('href')).toBe(
      '/libraryKit/libraryItem/mine01',
    );
  });

  it('offers Edit and Delete only where they are allowed', () => {
    useSession.setState({ user: user() });
    cacheList('', [mine, adminItem]);
    open();
    expect(within(card('My drill')).getByRole('link', { name: 'Edit My drill' }).getAttribute('href')).toBe(
      '/libraryKit/libraryItem/edit/mine01',
    );
    expect(within(card('Official drill')).queryByRole('link', { name: /Edit/ })).toBeNull();
    expect(within(card('Official drill')).queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('deletes after confirmation', async () => {
    useSession.setState({ user: user() });
    mockDelete.mockResolvedValue(undefined);
    cacheList('', [mine]);
    open();
    fireEvent.click(within(card('My drill')).getByRole('button', { name: 'Delete My drill' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete item?' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' })));
    expect(mockDelete).toHaveBeenCalledWith('mine01');
    expect(useToastStore.getState().toast?.txt).toBe('Item deleted');
  });

  it("says 'No content saved yet' when nothing is found", () => {
    cacheList('type=workout', []);
    open('type=workout');
    expect(screen.getByText('No content saved yet')).toBeTruthy();
    expect((screen.getByLabelText('Type') as HTMLSelectElement).value).toBe('workout');
  });

  it('asks a visitor to log in before notifications or upload', () => {
    cacheList('', []);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(useToastStore.getState().toast?.txt).toBe('Please log in first.');
    useToastStore.getState().close();
    fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(useToastStore.getState().toast?.txt).toBe('Please log in first.');
    expect(where()).toBe('/libraryKit/practiceLab');
  });

  it('marks notifications when the server counts one unread, and opens them for a user', async () => {
    useSession.setState({ user: user() });
    queryClient.setQueryData(unreadCountQuery('u1').queryKey, 0);
    cacheList('', []);
    open();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    // A notice arrives: the count is read again (here, set as the server would answer).
    act(() => queryClient.setQueryData(unreadCountQuery('u1').queryKey, 1));
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications (unread)' }));
    expect(where()).toBe('/libraryKit/practiceLab/notifications');
  });

  it('mirrors the filter in the query string 600 ms after the last change', () => {
    jest.useFakeTimers();
    try {
      cacheList('', []);
      open();
      fireEvent.change(screen.getByLabelText('Sort'), { target: { value: 'createdAt' } });
      fireEvent.change(screen.getByLabelText('Feature'), { target: { value: 'holdOn' } });
      expect(where()).toBe('/libraryKit/practiceLab');
      act(() => jest.advanceTimersByTime(600));
      expect(where()).toBe('/libraryKit/practiceLab?feature=holdOn&sortField=createdAt&sortDir=-1');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps the cards in place, marked busy, while a new filter loads: a tap on its way still lands', async () => {
    jest.useFakeTimers();
    let answer: ((items: LibraryItem[]) => void) | undefined;
    const fetchSpy = jest
      .spyOn(api, 'get')
      .mockImplementation(
        () => new Promise((resolve) => (answer = (items) => resolve(answerOf(items)))) as never,
      );
    try {
      cacheList('', [mine, adminItem]);
      open();
      fireEvent.change(screen.getByLabelText('Feature'), { target: { value: 'holdOn' } });
      act(() => jest.advanceTimersByTime(600));
      expect(where()).toBe('/libraryKit/practiceLab?feature=holdOn');
      expect(fetchSpy).toHaveBeenCalled();
      // Still loading the new list: the old cards stay where they were, the list says it is busy.
      const section = screen.getByRole('region', { name: 'Items' });
      expect(section.getAttribute('aria-busy')).toBe('true');
      const link = within(card('My drill')).getByRole('link', { name: 'My drill' });
      fireEvent.click(link);
      expect(where()).toBe('/libraryKit/libraryItem/mine01');
    } finally {
      jest.useRealTimers();
      answer?.([]);
    }
  });

  it('shows the new list once it arrives', async () => {
    cacheList('', [mine, adminItem]);
    jest.spyOn(api, 'get').mockImplementation(() => Promise.resolve(answerOf([adminItem])) as never);
    open('feature=holdOn');
    expect(await screen.findByRole('article', { name: 'Official drill' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'My drill' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Items' }).getAttribute('aria-busy')).toBe('false');
  });

  it('filters the cached items when offline, and says when none match', async () => {
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    cacheList('', [mine, adminItem]);
    const { unmount } = open('txt=official');
    expect(screen.getByRole('article', { name: 'Official drill' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'My drill' })).toBeNull();
    unmount();
    open('type=tutorial');
    // once the answers the service worker kept are read too (none here)
    expect(await screen.findByText("You're offline and no items match your filters.")).toBeTruthy();
  });
});
