import type { Notification } from '@handyq/domain/schemas';
import { TOAST_MS } from '@handyq/domain';
import { realtime, toast, useToastStore } from '@handyq/web';
import { severalNotices, toastNotices } from './notices-client';
import { unreadText } from './unread-count';

const notice = (txt: string, type?: string): Notification =>
  ({ _id: txt, txt, link: '/', isRead: false, createdAt: 1, ...(type ? { type } : {}) }) as Notification;
const shown = () => useToastStore.getState().toast?.txt ?? null;

describe('toastNotices', () => {
  beforeAll(() => toastNotices());
  beforeEach(() => {
    jest.useFakeTimers();
    useToastStore.getState().close();
  });
  afterEach(() => jest.useRealTimers());

  it('says a new notice in a toast', () => {
    realtime.deliver('user-notification', notice('Great news! Your item was approved and is now public.'));
    expect(shown()).toBe('Great news! Your item was approved and is now public.');
  });

  it('leaves a review to its own toast, and lets the toast on screen finish before the next notice', () => {
    toast.info('New review about me: Film it from the side.');
    realtime.deliver('user-notification', notice('Review of "Press": Film it from the side.', 'review'));
    realtime.deliver('user-notification', notice("Heads up — your item wasn't approved."));
    expect(shown()).toBe('New review about me: Film it from the side.');
    jest.advanceTimersByTime(TOAST_MS);
    expect(shown()).toBe("Heads up — your item wasn't approved.");
    jest.advanceTimersByTime(TOAST_MS);
    expect(shown()).toBeNull();
  });

  it('says notices that arrived together (a catch-up) in one toast', () => {
    toast.success('Item sent for review');
    for (const txt of ['one', 'two', 'three']) realtime.deliver('user-notification', notice(txt));
    jest.advanceTimersByTime(TOAST_MS);
    expect(shown()).toBe(severalNotices(3));
    expect(shown()).toBe('3 new notifications');
  });
});

describe('unreadText', () => {
  it('counts in words, one or many', () => {
    expect(unreadText(1)).toBe('1 unread notification');
    expect(unreadText(12)).toBe('12 unread notifications');
  });
});
