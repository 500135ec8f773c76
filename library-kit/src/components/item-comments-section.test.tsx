import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { LibraryItem } from '@handyq/domain/schemas';
import { realtime } from '@handyq/web';
import { KitProviders, queryClient } from '@handyq/web/server';
import { libraryKeys } from '../api/library-keys';
import type { Viewer } from '../lib/permissions';
import { sampleItem } from '../test/sample-item';
import ItemCommentsSection from './item-comments-section';

const LEO: Viewer = { _id: 'leo', isAdmin: false };
const ADMIN: Viewer = { _id: 'boss', isAdmin: true };
const msg = (id: string, by: string, txt: string) => ({
  id,
  by: { _id: by, fullname: by === 'leo' ? 'Leo Reader' : 'Ann Owner' },
  txt,
  createdAt: Date.UTC(2026, 10, 23, 18, 5),
});

function show(item: LibraryItem, viewer: Viewer | null) {
  queryClient.setQueryData(libraryKeys.item(item._id), item);
  return render(
    <KitProviders>
      <MemoryRouter>
        <ItemCommentsSection item={item} viewer={viewer} />
      </MemoryRouter>
    </KitProviders>,
  );
}

const comments = () => screen.getByRole('region', { name: /^Comments/ });

beforeEach(() => queryClient.clear());

describe('the comments section', () => {
  it('lists comments oldest first with author and time; a visitor reads only and is told to log in', () => {
    const { unmount } = show(
      sampleItem({ status: 'public', msgs: [msg('a', 'leo', 'First!'), msg('b', 'u1', 'Thanks')] }),
      null,
    );
    const items = within(comments()).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Leo Reader.*First!$/),
      expect.stringMatching(/^Ann Owner.*Thanks$/),
    ]);
    expect(within(items[0]!).getByText(/Nov 23/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Comment' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete comment/ })).toBeNull();
    expect(within(comments()).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    // A visitor's page has no live connection: it follows nothing.
    expect(realtime.watchedItems()).toEqual([]);
    unmount();
  });

  it('shows the empty state, the Comment box, and a clear error for an empty comment', async () => {
    const { unmount } = show(sampleItem(), LEO);
    expect(within(comments()).getByText('No comments yet.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Comment' }), { target: { value: '  \u200b ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Post' }));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Write something before posting.');
    expect((screen.getByRole('textbox', { name: 'Comment' }) as HTMLTextAreaElement).value).toBe('  \u200b ');
    unmount();
  });

  it('offers delete on one’s own comments, and on every comment to an admin', () => {
    const item = sampleItem({ status: 'public', msgs: [msg('a', 'leo', 'Mine'), msg('b', 'u1', 'Theirs')] });
    const { unmount } = show(item, LEO);
    expect(
      screen.getAllByRole('button', { name: /Delete comment/ }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Delete comment by Leo Reader']);
    unmount();
    show(item, ADMIN);
    expect(screen.getAllByRole('button', { name: /Delete comment/ })).toHaveLength(2);
  });

  it('follows its item while shown and reads it again when its comments change', () => {
    const invalidate = jest.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    const { unmount } = show(sampleItem({ _id: 'itm042' }), LEO);
    expect(realtime.watchedItems()).toEqual(['itm042']);
    act(() => realtime.deliver('item-msgs', { itemId: 'other1' }));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => realtime.deliver('item-msgs', { itemId: 'itm042' }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: libraryKeys.item('itm042') });
    unmount();
    expect(realtime.watchedItems()).toEqual([]);
    invalidate.mockRestore();
  });
});
