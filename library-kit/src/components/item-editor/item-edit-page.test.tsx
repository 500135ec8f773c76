import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useSession, useToastStore, type SessionUser } from '@handyq/web';
import { KitProviders, queryClient } from '@handyq/web/server';
import { ItemEditPage, LOAD_DELAY_MS } from '../../pages/item-edit-page';
import { sampleItem } from '../../test/sample-item';

// The page around the editor: who may use it, and loading an existing item.

const mockFetchItem = jest.fn();
jest.mock('../../api/items', () => ({
  libraryKeys: { all: ['libraryItems'] },
  itemQuery: (id: string) => ({ queryKey: ['libraryItems', 'item', id], queryFn: () => mockFetchItem(id) }),
}));
jest.mock('../../api/tutorial-options', () => ({
  tutorialOptionsQuery: { queryKey: ['libraryItems', 'tutorial-options'], queryFn: async () => [] },
}));

const user = { _id: 'u1', fullname: 'Ann', email: 'a@example.com', isAdmin: false } as SessionUser;
const item = sampleItem({
  _id: 'drl001',
  feature: '',
  owner: { _id: 'u1', fullname: 'Ann', isAdmin: false },
});

const renderAt = (path: string) =>
  render(
    <KitProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/libraryKit/libraryItem/edit/:itemId?" element={<ItemEditPage />} />
        </Routes>
      </MemoryRouter>
    </KitProviders>,
  );

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  queryClient.clear();
  useToastStore.getState().close();
  useSession.setState({ user });
});
afterEach(() => jest.useRealTimers());

describe('item edit page', () => {
  it('asks a visitor to log in', () => {
    useSession.setState({ user: null });
    renderAt('/libraryKit/libraryItem/edit');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Add Library Item');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('opens the empty form at once for a new item', () => {
    renderAt('/libraryKit/libraryItem/edit');
    expect(screen.getByLabelText('Title')).toBeTruthy();
  });

  it('shows the loader at least the artificial delay, then the item', async () => {
    mockFetchItem.mockResolvedValue(item);
    renderAt('/libraryKit/libraryItem/edit/drl001');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit Library Item');
    await act(async () => jest.advanceTimersByTime(LOAD_DELAY_MS - 50));
    expect(mockFetchItem).toHaveBeenCalledWith('drl001');
    expect(screen.getByRole('status').textContent).toMatch(/Loading/);
    expect(screen.queryByLabelText('Title')).toBeNull();
    await act(async () => jest.advanceTimersByTime(50));
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('Wall walk');
  });

  it('tells when the item cannot load', async () => {
    mockFetchItem.mockRejectedValue(new Error('down'));
    renderAt('/libraryKit/libraryItem/edit/drl001');
    // one retry (the cache's rule for a failure that is not a 4xx answer), then the message
    for (let ms = 0; ms < 3000 && !screen.queryByText('This item could not be loaded'); ms += 200) {
      await act(async () => jest.advanceTimersByTime(200));
    }
    expect(mockFetchItem).toHaveBeenCalledTimes(2);
    expect(useToastStore.getState().toast?.txt).toBe('Failed to load item');
    expect(screen.getByRole('heading', { name: 'This item could not be loaded' })).toBeTruthy();
  });

  it('does not open a public item for editing by its non-admin owner', async () => {
    mockFetchItem.mockResolvedValue({ ...item, status: 'public' });
    renderAt('/libraryKit/libraryItem/edit/drl001');
    await act(async () => jest.advanceTimersByTime(LOAD_DELAY_MS));
    expect(screen.getByRole('heading', { name: 'This item cannot be edited' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View item' }).getAttribute('href')).toBe(
      '/libraryKit/libraryItem/drl001',
    );
  });
});
