import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Notification, User } from '@handyq/shared/schemas';
import { useSession, useToastStore, type SessionUser } from '@handyq/shared/web';
import { KitProviders, queryClient } from '@handyq/shared/web/server';
import NotificationsPage, { NOTIFICATION_MESSAGES } from './notifications-page';

// The user record as the API holds it: read by the page, changed by updateUser.
let stored: User;
const mockUpdate = jest.fn();
jest.mock('@handyq/shared/web/user', () => ({
  ownUserQuery: (id: string) => ({ queryKey: ['users', id, 'full'], queryFn: async () => stored }),
  updateUser: (id: string, change: (u: User) => Partial<User>) => mockUpdate(id, change),
}));

const notice = (n: number, more: Partial<Notification> = {}): Notification => ({
  _id: `n${n}`,
  txt: `Notice ${n}`,
  link: `/libraryKit/libraryItem/itm00${n}`,
  isRead: false,
  createdAt: Date.UTC(2026, 10, 20 + n, 9, 30),
  ...more,
});

function Where() {
  const l = useLocation();
  return <output aria-label="location">{l.pathname}</output>;
}

async function openPage(notifications: Notification[]) {
  stored = {
    _id: 'u1',
    fullname: 'Ann',
    email: 'ann@example.com',
    isAdmin: false,
    notifications,
  } as unknown as User;
  useSession.setState({ user: { _id: 'u1', fullname: 'Ann', notifications: [] } as unknown as SessionUser });
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

/** What the last updateUser call would save, applied to the stored list. */
const saved = () => {
  const [, change] = mockUpdate.mock.calls.at(-1) as [string, (u: User) => Partial<User>];
  return change(stored).notifications;
};

beforeEach(() => {
  queryClient.clear();
  mockUpdate.mockReset().mockResolvedValue({});
  useToastStore.getState().close();
});

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

  it('lists the notifications as stored (newest first), unread ones marked, with their time', async () => {
    await openPage([notice(2), notice(1, { isRead: true })]);
    const items = within(screen.getByRole('list', { name: /Notifications/ })).getAllByRole('button');
    expect(items.map((b) => b.textContent)).toEqual([
      `Unread: Notice 2${new Date(Date.UTC(2026, 10, 22, 9, 30)).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })}`,
      `Notice 1${new Date(Date.UTC(2026, 10, 21, 9, 30)).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })}`,
    ]);
    // The session copy follows the stored record (the bell's unread mark reads it).
    expect(useSession.getState().user?.notifications).toHaveLength(2);
  });

  it('opening one marks it read and follows its link', async () => {
    await openPage([notice(2), notice(1)]);
    fireEvent.click(screen.getByRole('button', { name: /Notice 1/ }));
    expect(screen.getByLabelText('location').textContent).toBe('/libraryKit/libraryItem/itm001');
    expect(saved()).toEqual([notice(2), notice(1, { isRead: true })]);
  });

  it('follows the link even when marking it read fails', async () => {
    mockUpdate.mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await openPage([notice(1)]);
    fireEvent.click(screen.getByRole('button', { name: /Notice 1/ }));
    expect(screen.getByLabelText('location').textContent).toBe('/libraryKit/libraryItem/itm001');
  });

  it('marks all as read; the button is off when nothing is unread', async () => {
    await openPage([notice(2), notice(1, { isRead: true })]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' })));
    expect(saved()).toEqual([notice(2, { isRead: true }), notice(1, { isRead: true })]);
  });

  it('clears all only after confirming, and says when there are none', async () => {
    await openPage([notice(1)]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    const dialog = screen.getByRole('dialog', { name: NOTIFICATION_MESSAGES.clearTitle });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(mockUpdate).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('dialog', { name: NOTIFICATION_MESSAGES.clearTitle })).getByRole('button', {
          name: 'Clear all',
        }),
      ),
    );
    expect(saved()).toEqual([]);
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
    mockUpdate.mockRejectedValue(new Error('offline'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    await openPage([notice(1)]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' })));
    expect(useToastStore.getState().toast?.txt).toBe(NOTIFICATION_MESSAGES.updateFailed);
  });
});
