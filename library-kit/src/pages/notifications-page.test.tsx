import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Notification } from '@handyq/domain/schemas';
import { useSession, useToastStore, type SessionUser } from '@handyq/web';
import { KitProviders, queryClient } from '@handyq/web/server';
import NotificationsPage, { NOTIFICATION_MESSAGES } from './notifications-page';

// The user's notices as the API holds them: read a page at a time, changed by the calls below.
let stored: Notification[];
const PAGE = 2;
const mockRead = jest.fn();
const mockReadAll = jest.fn();
const mockClear = jest.fn();
jest.mock('@handyq/web/user', () => ({
  notificationsQuery: (id: string) => ({
    queryKey: ['notifications', id, 'list'],
    queryFn: async ({ pageParam }: { pageParam: string }) => {
      const from = pageParam ? stored.findIndex((n) => n._id === pageParam) + 1 : 0;
      const items = stored.slice(from, from + PAGE);
      return from + PAGE < stored.length ? { items, next: items.at(-1)!._id } : { items };
    },
    initialPageParam: '',
    getNextPageParam: (page: { next?: string }) => page.next,
  }),
  markNotificationRead: (id: string) => mockRead(id),
  markAllNotificationsRead: (through?: string) => mockReadAll(through),
  clearNotifications: (through?: string) => mockClear(through),
}));

const notice = (n: number, more: Partial<Notification> = {}): Notification => ({
  _id: `n${n}`,
  txt: `Notice ${n}`,
  link: `/libraryKit/libraryItem/itm00${n}`,
  isRead: false,
  createdAt: Date.UTC(2026, 10, 20 + n, 9, 30),
  ...more,
});
const when = (n: number) =>
  new Date(Date.UTC(2026, 10, 20 + n, 9, 30)).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

function Where() {
  const l = useLocation();
  return <output aria-label="location">{l.pathname}</output>;
}

async function openPage(notifications: Notification[]) {
  stored = notifications;
  useSession.setState({ user: { _id: 'u1', fullname: 'Ann' } as unknown as SessionUser });
  render(
    <KitProviders>
      <MemoryRouter initialEntries={['/libraryKit/practiceLab/notifications']}>
        <Where />
        <Routes>
          <Route path="/libraryKit/practiceLab/notifications" element={<NotificationsPage />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
    </KitProviders>,
  );
  await waitFor(() =>
    expect(screen.queryByRole('list') ?? screen.queryByText(NOTIFICATION_MESSAGES.empty)).toBeTruthy(),
  );
}

const shown = () =>
  within(screen.getByRole('list', { name: /Notifications/ }))
    .getAllByRole('button')
    .map((b) => b.textContent);

beforeEach(() => {
  queryClient.clear();
  for (const m of [mockRead, mockReadAll, mockClear]) m.mockReset().mockResolvedValue(undefined);
  useToastStore.getState().close();
});
afterEach(() => jest.restoreAllMocks());

describe('NotificationsPage', () => {
  it('asks a visitor to log in', () => {
    useSession.setState({ user: null });
    render(
      <MemoryRouter>
        <NotificationsPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
  });

  it('lists the notifications newest first, unread ones marked, with their time; older ones on request', async () => {
    await openPage([notice(3), notice(2, { isRead: true }), notice(1)]);
    expect(shown()).toEqual([`Unread: Notice 3${when(3)}`, `Notice 2${when(2)}`]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show older' })));
    await waitFor(() => expect(shown()).toHaveLength(3));
    expect(shown()[2]).toBe(`Unread: Notice 1${when(1)}`);
    expect(screen.queryByRole('button', { name: 'Show older' })).toBeNull();
  });

  it('opening one marks it read and follows its link', async () => {
    await openPage([notice(2), notice(1)]);
    fireEvent.click(screen.getByRole('button', { name: /Notice 1/ }));
    expect(screen.getByLabelText('location').textContent).toBe('/libraryKit/libraryItem/itm001');
    expect(mockRead).toHaveBeenCalledWith('n1');
  });

  it('follows the link even when marking it read fails', async () => {
    mockRead.mockRejectedValue(new Error('offline'));
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    await openPage([notice(1)]);
    fireEvent.click(screen.getByRole('button', { name: /Notice 1/ }));
    expect(screen.getByLabelText('location').textContent).toBe('/libraryKit/libraryItem/itm001');
    await waitFor(() => expect(logged).toHaveBeenCalled());
  });

  it('marks all as read up to the newest one shown; the button is off when nothing is unread', async () => {
    await openPage([notice(2), notice(1, { isRead: true })]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' })));
    expect(mockReadAll).toHaveBeenCalledWith('n2');
  });

  it('clears all (up to the newest shown) only after confirming', async () => {
    await openPage([notice(1)]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const dialog = screen.getByRole('dialog', { name: NOTIFICATION_MESSAGES.clearTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mockClear).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('dialog', { name: NOTIFICATION_MESSAGES.clearTitle })).getByRole('button', {
          name: 'Clear all',
        }),
      ),
    );
    expect(mockClear).toHaveBeenCalledWith('n1');
  });

  it("shows 'No notifications yet.' with both buttons off", async () => {
    await openPage([]);
    expect(screen.getByText(NOTIFICATION_MESSAGES.empty)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Clear all' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when saving failed', async () => {
    mockReadAll.mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await openPage([notice(1)]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' })));
    expect(useToastStore.getState().toast?.txt).toBe(NOTIFICATION_MESSAGES.updateFailed);
  });
});
