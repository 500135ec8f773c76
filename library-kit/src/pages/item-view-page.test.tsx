import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { LibraryItem } from '@handyq/domain/schemas';
import { useSession, type SessionUser } from '@handyq/web';
import { KitProviders, queryClient } from '@handyq/web/server';
import { libraryKeys } from '../api/library-keys';
import { sampleItem } from '../test/sample-item';
import ItemViewPage from './item-view-page';

function show(item: LibraryItem) {
  queryClient.setQueryData(libraryKeys.item(item._id), item);
  return render(
    <KitProviders>
      <MemoryRouter initialEntries={[`/libraryKit/libraryItem/${item._id}`]}>
        <Routes>
          <Route path="/libraryKit/libraryItem/:itemId" element={<ItemViewPage />} />
        </Routes>
      </MemoryRouter>
    </KitProviders>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  queryClient.clear();
  useSession.setState({ user: null });
});

describe('the item view', () => {
  it('shows the title, type, feature and the body under Details:', () => {
    show(sampleItem({ body: 'Walk your feet up the wall.', tags: ['wall', 'shoulders'] }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Library Item');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Wall walk');
    expect(screen.getByText('Drill')).toBeTruthy();
    expect(screen.getByText('HoldOn')).toBeTruthy();
    expect(within(section('Details:')).getByText('Walk your feet up the wall.')).toBeTruthy();
    expect(
      within(section('Tags'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['wall', 'shoulders']);
  });

  it("says 'No content yet.' for an empty body and 'No steps defined.' for an empty workout", () => {
    const { unmount } = show(sampleItem());
    expect(within(section('Details:')).getByText('No content yet.')).toBeTruthy();
    unmount();
    show(sampleItem({ _id: 'wrk001', type: 'workout', feature: '', body: [] }));
    expect(within(section('Feature Sequences:')).getByText('No steps defined.')).toBeTruthy();
  });

  it('links each workout step to its tool with the favorite', () => {
    show(
      sampleItem({
        type: 'workout',
        feature: '',
        body: [
          { feature: 'holdOn', favoriteName: 'Long & slow' },
          { feature: 'shapeJam', favoriteName: '' },
        ],
      }),
    );
    const links = within(section('Feature Sequences:')).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['HoldOn: Long & slow', '/cueCoach/holdOn?favorite=Long%20%26%20slow'],
      ['ShapeJam', '/cueCoach/shapeJam'],
    ]);
  });

  it('steps through videos and images, wrapping around, with captions', () => {
    show(
      sampleItem({
        videoData: [{ url: '/api/video/v1', caption: 'The clip' }],
        imgData: [
          { url: '/api/media/a', caption: 'First', isMain: false },
          { url: '/api/media/b', caption: '', isMain: true },
        ],
      }),
    );
    const media = section('Media');
    expect(media.querySelector('video')?.getAttribute('src')).toBe('/api/video/v1');
    expect(media.querySelector('video')?.hasAttribute('controls')).toBe(true);
    expect(within(media).getByText('The clip')).toBeTruthy();
    expect(within(media).getByText('1 / 3')).toBeTruthy();
    fireEvent.click(within(media).getByRole('button', { name: 'Next' }));
    expect(within(media).getByRole('img', { name: 'First' })).toBeTruthy();
    expect(within(media).getByText('2 / 3')).toBeTruthy();
    fireEvent.click(within(media).getByRole('button', { name: 'Next' }));
    fireEvent.click(within(media).getByRole('button', { name: 'Next' }));
    expect(within(media).getByText('1 / 3')).toBeTruthy();
    fireEvent.click(within(media).getByRole('button', { name: 'Previous' }));
    expect(within(media).getByText('3 / 3')).toBeTruthy();
  });

  it('lists related tutorials inside the app and related links in a new tab', () => {
    show(
      sampleItem({
        links: [{ url: '/libraryKit/libraryItem/tut001', label: 'Kick up basics' }],
        externalLinks: [{ label: 'A blog', url: 'https://example.com/post' }],
      }),
    );
    const tut = within(section('Related Tutorials')).getByRole('link', { name: 'Kick up basics' });
    expect(tut.getAttribute('href')).toBe('/libraryKit/libraryItem/tut001');
    expect(tut.getAttribute('target')).toBeNull();
    const ext = within(section('Related Links')).getByRole('link', { name: 'A blog' });
    expect(ext.getAttribute('target')).toBe('_blank');
    expect(ext.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it("shows 'About the Author' only when something is shared, and only what was sent", () => {
    const { unmount } = show(sampleItem({ author: { fullname: 'Ann Owner' } }));
    expect(screen.queryByRole('heading', { name: 'About the Author' })).toBeNull();
    unmount();
    show(
      sampleItem({
        authorInfo: { ...sampleItem().authorInfo, shareFullname: true, shareInstagram: true, shareBio: true },
        author: {
          fullname: 'Ann Owner',
          instagram: 'https://instagram.com/a-really-long-handstand-account-name',
          bio: 'Coach.',
        },
      }),
    );
    const about = section('About the Author');
    expect(within(about).getByText('Ann Owner')).toBeTruthy();
    expect(within(about).getByText('Coach.')).toBeTruthy();
    const insta = within(about).getByRole('link');
    expect(insta.textContent).toBe('a-really-long-handstand-accoun…');
    expect(insta.getAttribute('target')).toBe('_blank');
    expect(within(about).queryByRole('img')).toBeNull();
  });

  it('offers its owner Publish on a private item', () => {
    useSession.setState({
      user: { _id: 'u1', fullname: 'Ann', email: 'a@x.io', isAdmin: false } as SessionUser,
    });
    show(sampleItem());
    expect(screen.getByRole('button', { name: 'Publish' })).toBeTruthy();
  });

  it("shows 'Item not found' when the item does not load", async () => {
    // No server here: the request fails at once.
    queryClient.setQueryDefaults(libraryKeys.item('gone01'), { retry: false });
    render(
      <KitProviders>
        <MemoryRouter initialEntries={['/libraryKit/libraryItem/gone01']}>
          <Routes>
            <Route path="/libraryKit/libraryItem/:itemId" element={<ItemViewPage />} />
          </Routes>
        </MemoryRouter>
      </KitProviders>,
    );
    expect(await screen.findByRole('heading', { name: 'Item not found' })).toBeTruthy();
    expect(screen.getByText('This item no longer exists.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to PracticeLab' }).getAttribute('href')).toBe(
      '/libraryKit/practiceLab',
    );
    await act(async () => {});
  });
});
