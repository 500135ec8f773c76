// The caller's own notices: /api/notifications, filled by the review flow.
import { REVIEW_NOTICES } from '@handyq/domain/review-notices';
import { addItem, call, fullnameOf, moveItem, type Scenario } from './scenario';

const submitted = (title: string) => REVIEW_NOTICES.submitted(title, fullnameOf('dana'));
/** The texts of the notices listed, in order. */
const texts = (...equals: string[]) => ({ status: 200, list: { at: 'items', field: 'txt', equals } });
const count = (n: number) => ({ status: 200, body: { count: n } });
/** An unread status-changed notice about the item saved as `name`, as its owner reads it. */
const statusNotice = (name: string, txt: string, status: string, by: string) => ({
  txt,
  isRead: false,
  type: 'status-changed',
  itemId: `$${name}._id`,
  status,
  link: `/libraryKit/libraryItem/$${name}._id`,
  byUserId: `$${by}._id`,
});
/** The notice of an approval of the item saved as `name`. */
const approvedNotice = (name: string) => statusNotice(name, REVIEW_NOTICES.approved(name), 'public', 'admin');
/** The owner's own record of publishing the item saved as `name` (the one notice of one's own act). */
const sentNotice = (name: string) =>
  statusNotice(name, REVIEW_NOTICES.sentForReview(name), 'pending', 'dana');
/** The admin's notices are emptied first: every scenario's publishing tells the admin. */
const adminStartsEmpty = call('DELETE /api/notifications', 'admin', 200, {
  about: 'the admin starts with none',
});

export const NOTIFICATION_SCENARIOS: Scenario[] = [
  {
    name: 'an owner is told of an approval, reads it, and nobody else can',
    why: "A notice answers as the API's do, without the id of the user it is for. (The demo's carried it.)",
    accounts: ['dana', 'max'],
    steps: [
      addItem('dana', 'walk'),
      moveItem('dana', 'walk', 'pending'),
      moveItem('admin', 'walk', 'public'),
      call('GET /api/notifications', undefined, 401),
      call(
        'GET /api/notifications',
        'dana',
        {
          status: 200,
          body: { items: [approvedNotice('walk'), sentNotice('walk')] },
          without: ['next', 'items.0.userId', 'items.1.userId'],
        },
        { save: { approved: 'items.0._id' } },
      ),
      call('GET /api/notifications', 'max', { status: 200, body: { items: [] } }),
      call('GET /api/notifications/unread-count', 'dana', count(2)),
      call('POST /api/notifications/$approved/read', 'max', 404),
      call('POST /api/notifications/$approved/read', 'dana', 204),
      call('GET /api/notifications/unread-count', 'dana', count(1)),
      call('GET /api/notifications/unread-count', undefined, 401),
    ],
  },
  {
    name: "a user's own record carries their newest notices; nobody else's does",
    why:
      'Whoever reads their own account (the session, the profile) gets their newest notices ' +
      "with it, as the API answers it. (The demo's record always had none.)",
    accounts: ['dana', 'max'],
    steps: [
      addItem('dana', 'lift'),
      moveItem('dana', 'lift', 'pending'),
      moveItem('admin', 'lift', 'public'),
      call('GET /api/auth/me', 'dana', {
        status: 200,
        body: { notifications: [approvedNotice('lift'), sentNotice('lift')] },
      }),
      call('GET /api/user/$dana._id', 'dana', {
        status: 200,
        body: { notifications: [approvedNotice('lift'), sentNotice('lift')] },
      }),
      call('GET /api/user/$dana._id', 'admin', {
        status: 200,
        body: { notifications: [approvedNotice('lift'), sentNotice('lift')] },
      }),
      call('GET /api/user/$dana._id', 'max', { status: 200, without: ['notifications'] }),
      call('GET /api/auth/me', 'max', { status: 200, body: { notifications: [] } }),
    ],
  },
  {
    name: 'publishing tells the owner (their own record of it) and the admin',
    why:
      'The publish rule names the owner and the admin; the owner had no notice of it, as ' +
      "notices of one's own acts were all skipped.",
    accounts: ['dana'],
    steps: [
      adminStartsEmpty,
      addItem('dana', 'jump'),
      call('GET /api/notifications', 'dana', texts()),
      moveItem('dana', 'jump', 'pending'),
      call('GET /api/notifications', 'dana', {
        status: 200,
        body: { items: [sentNotice('jump')] },
        without: ['next', 'items.0.userId'],
      }),
      call('GET /api/notifications/unread-count', 'dana', count(1)),
      call('GET /api/notifications', 'admin', texts(submitted('jump'))),
    ],
  },
  {
    name: 'a denial tells the owner, its reason listed under it',
    accounts: ['dana'],
    steps: [
      addItem('dana', 'press'),
      moveItem('dana', 'press', 'pending'),
      moveItem('admin', 'press', 'private', { reason: 'Film it from the side' }),
      call(
        'GET /api/notifications',
        'dana',
        texts(
          REVIEW_NOTICES.denied,
          REVIEW_NOTICES.deniedBecause('press', 'Film it from the side'),
          REVIEW_NOTICES.sentForReview('press'),
        ),
      ),
    ],
  },
  {
    name: 'notices come newest first, a page at a time, each page continuing before the last one shown',
    accounts: ['dana'],
    steps: [
      adminStartsEmpty,
      addItem('dana', 'one'),
      addItem('dana', 'two'),
      addItem('dana', 'three'),
      moveItem('dana', 'one', 'pending'),
      moveItem('dana', 'two', 'pending'),
      moveItem('dana', 'three', 'pending'),
      call('GET /api/notifications?limit=2', 'admin', texts(submitted('three'), submitted('two')), {
        save: { more: 'next' },
      }),
      call('GET /api/notifications?limit=2&before=$more', 'admin', {
        ...texts(submitted('one')),
        without: ['next'],
      }),
    ],
  },
  {
    name: 'a page before a notice that is not there (any more) is empty, not the first page again',
    why:
      'A notice cleared in another tab must not send the list back to its start: the page shown ' +
      'would get every notice twice. (The demo started over.)',
    accounts: ['dana'],
    steps: [
      addItem('dana', 'hop'),
      moveItem('dana', 'hop', 'pending'),
      moveItem('admin', 'hop', 'public'),
      call('GET /api/notifications?before=no-such-notice', 'dana', { ...texts(), without: ['next'] }),
    ],
  },
  {
    name: 'mark all read and clear all stop at the newest notice the page showed',
    accounts: ['dana'],
    steps: [
      adminStartsEmpty,
      addItem('dana', 'one'),
      addItem('dana', 'two'),
      moveItem('dana', 'one', 'pending'),
      call('GET /api/notifications', 'admin', texts(submitted('one')), { save: { shown: 'items.0._id' } }),
      { ...moveItem('dana', 'two', 'pending'), about: 'a notice the page has not shown yet' },
      call('POST /api/notifications/read-all', 'admin', count(1), { body: { through: '$shown' } }),
      call('GET /api/notifications/unread-count', 'admin', count(1)),
      call('DELETE /api/notifications?through=$shown', 'admin', count(1)),
      call('GET /api/notifications', 'admin', texts(submitted('two'))),
      call('POST /api/notifications/read-all', 'admin', count(1), { body: {} }),
      call('DELETE /api/notifications', 'admin', count(1)),
      call('DELETE /api/notifications', undefined, 401),
      call('POST /api/notifications/read-all', undefined, 401, { body: {} }),
    ],
  },
];
