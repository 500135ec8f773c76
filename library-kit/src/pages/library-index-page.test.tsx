import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { BUILD_YOUR_OWN_IDS, POPULAR_ITEM_ID } from '@handyq/domain';
import { useSession, useToastStore, type SessionUser } from '@handyq/web';
import { KitProviders, queryClient } from '@handyq/web/server';
import type { ItemCard } from '../api/item-cards';
import { libraryKeys } from '../api/library-keys';
import { LibraryIndexPage } from './library-index-page';

/** Where the router is, for the test to read. */
function Where() {
  const l = useLocation();
  return <output aria-label="location">{`${l.pathname}${l.search}`}</output>;
}
const where = () => screen.getByLabelText('location').textContent;

const open = () =>
  render(
    <KitProviders>
      <MemoryRouter initialEntries={['/libraryKit']}>
        <Where />
        <Routes>
          <Route path="/libraryKit" element={<LibraryIndexPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </KitProviders>,
  );

const cache = (id: string, card: ItemCard | null) => queryClient.setQueryData(libraryKeys.card(id), card);
const card = (id: string, title: string): ItemCard => ({ _id: id, title, type: 'drill', description: '' });

// jsdom has neither; the tile lists measure with them.
beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  globalThis.ResizeObserver ??= class {
    observe() {}
    disconnect() {}
    unobserve() {}
  };
});

beforeEach(() => {
  queryClient.clear();
  useToastStore.getState().close();
  useSession.setState({ user: null });
});
afterEach(() => jest.restoreAllMocks());

describe('the Library Kit index', () => {
  it('shows the fixed items that exist and leaves out the rest', () => {
    BUILD_YOUR_OWN_IDS.forEach((id, i) => cache(id, i === 1 ? null : card(id, `Own ${i}`)));
    cache(POPULAR_ITEM_ID, card(POPULAR_ITEM_ID, 'Popular one'));
    open();
    const own = screen.getByRole('region', { name: 'Build Your Own Library' });
    expect(
      within(own)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      `/libraryKit/libraryItem/${BUILD_YOUR_OWN_IDS[0]}`,
      `/libraryKit/libraryItem/${BUILD_YOUR_OWN_IDS[2]}`,
      `/libraryKit/libraryItem/${BUILD_YOUR_OWN_IDS[3]}`,
    ]);
    const explore = screen.getByRole('region', { name: 'Explore Popular Items' });
    expect(within(explore).getByRole('button', { name: /My Items/ })).toBeTruthy();
    expect(
      within(explore)
        .getByRole('link', { name: /Popular one/ })
        .getAttribute('href'),
    ).toBe(`/libraryKit/libraryItem/${POPULAR_ITEM_ID}`);
    expect(
      within(explore)
        .getByRole('link', { name: /PracticeLab Info/ })
        .getAttribute('href'),
    ).toBe('/libraryKit/practiceLab/info');
  });

  it('asks a visitor to log in for My Items, and opens a user’s own items', () => {
    [...BUILD_YOUR_OWN_IDS, POPULAR_ITEM_ID].forEach((id) => cache(id, null));
    open();
    fireEvent.click(screen.getByRole('button', { name: /My Items/ }));
    expect(useToastStore.getState().toast?.txt).toBe('Please log in first.');
    expect(where()).toBe('/libraryKit');
    act(() =>
      useSession.setState({
        user: { _id: 'u 1', fullname: 'A', email: 'a@x.io', isAdmin: false } as SessionUser,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /My Items/ }));
    expect(where()).toBe('/libraryKit/practiceLab?author=u+1');
  });

  it('says so when offline with nothing cached, once its requests fail (none was kept)', async () => {
    // No server in a unit test: every request fails, as offline with nothing kept.
    jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    open();
    expect(screen.queryByText(/You're offline/)).toBeNull();
    expect(
      await screen.findByText(
        "You're offline and no data is cached yet. Please connect to the internet to load content.",
      ),
    ).toBeTruthy();
  });

  it('shows a spinner while the items load', () => {
    open();
    expect(screen.getByText('Loading…')).toBeTruthy();
  });
});
