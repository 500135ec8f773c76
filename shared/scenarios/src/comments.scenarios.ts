// Comments on library items: posted by anyone logged in who sees the item, read by everyone who
// does, deleted by their author or an admin; the owner is told of others' comments.
import { COMMENT_MAX_LENGTH, COMMENT_MESSAGES } from '@handyq/domain/comment-rules';
import { addItem, call, fullnameOf, moveItem, type Scenario } from './scenario';

/** An item answered with these comments, oldest first. */
const msgsOf = (...equals: string[]) => ({ status: 200, list: { at: 'msgs', field: 'txt', equals } });
const refused = (status: number, message: string) => ({ status, body: { message } });

export const COMMENT_SCENARIOS: Scenario[] = [
  {
    name: 'comments on an item: its viewers post, everyone who sees it reads them, newest last',
    accounts: ['dana', 'max'],
    steps: [
      addItem('dana', 'walk'),
      moveItem('dana', 'walk', 'pending'),
      moveItem('admin', 'walk', 'public'),
      call('POST /api/libraryItem/$walk._id/msg', undefined, 401, { body: { txt: 'Hi' } }),
      call(
        'POST /api/libraryItem/$walk._id/msg',
        'max',
        { status: 400, body: { fields: { txt: COMMENT_MESSAGES.empty } } },
        { body: { txt: '  \u200b ' } },
      ),
      call(
        'POST /api/libraryItem/$walk._id/msg',
        'max',
        { status: 400, body: { fields: { txt: COMMENT_MESSAGES.tooLong } } },
        { body: { txt: 'x'.repeat(COMMENT_MAX_LENGTH + 1) } },
      ),
      call(
        'POST /api/libraryItem/$walk._id/msg',
        'max',
        {
          status: 201,
          body: {
            _id: '$walk._id',
            msgs: [{ by: { _id: '$max._id', fullname: fullnameOf('max') }, txt: 'Nice drill' }],
          },
        },
        { body: { txt: '  Nice drill ' } },
      ),
      call(
        'POST /api/libraryItem/$walk._id/msg',
        'dana',
        { ...msgsOf('Nice drill', 'Thanks!'), status: 201 },
        { body: { txt: 'Thanks!' } },
      ),
      call('GET /api/libraryItem/$walk._id', undefined, msgsOf('Nice drill', 'Thanks!')),
    ],
  },
  {
    name: 'the owner is told of a comment by someone else, not of their own',
    accounts: ['dana'],
    steps: [
      addItem('dana', 'notes'),
      call('POST /api/libraryItem/$notes._id/msg', 'dana', 201, { body: { txt: 'Note to self' } }),
      call('POST /api/libraryItem/$notes._id/msg', 'admin', 201, { body: { txt: 'Looks good' } }),
      call('GET /api/notifications', 'dana', {
        status: 200,
        list: { at: 'items', field: 'type', equals: ['comment'] },
        each: {
          itemId: '$notes._id',
          link: '/libraryKit/libraryItem/$notes._id',
          byUserId: '$admin._id',
          isRead: false,
        },
      }),
    ],
  },
  {
    name: 'a comment is deleted by its author or an admin, by nobody else',
    accounts: ['dana', 'max', 'lee'],
    steps: [
      addItem('dana', 'hold'),
      moveItem('dana', 'hold', 'pending'),
      moveItem('admin', 'hold', 'public'),
      call('POST /api/libraryItem/$hold._id/msg', 'max', 201, {
        body: { txt: 'From max' },
        save: { fromMax: 'msgs.0' },
      }),
      call('POST /api/libraryItem/$hold._id/msg', 'lee', 201, {
        body: { txt: 'From lee' },
        save: { fromLee: 'msgs.1' },
      }),
      call('DELETE /api/libraryItem/$hold._id/msg/$fromMax.id', undefined, 401),
      call(
        'DELETE /api/libraryItem/$hold._id/msg/$fromMax.id',
        'lee',
        refused(403, COMMENT_MESSAGES.notYours),
      ),
      call(
        'DELETE /api/libraryItem/$hold._id/msg/$fromMax.id',
        'dana',
        refused(403, COMMENT_MESSAGES.notYours),
      ),
      call('DELETE /api/libraryItem/$hold._id/msg/$fromMax.id', 'max', msgsOf('From lee')),
      call(
        'DELETE /api/libraryItem/$hold._id/msg/$fromMax.id',
        'max',
        refused(404, COMMENT_MESSAGES.notFound),
      ),
      call('DELETE /api/libraryItem/$hold._id/msg/$fromLee.id', 'admin', msgsOf()),
      call('GET /api/libraryItem/$hold._id', undefined, msgsOf()),
    ],
  },
  {
    name: 'comments on a private item: only those who see it',
    accounts: ['dana', 'max'],
    steps: [
      addItem('dana', 'secret'),
      call('POST /api/libraryItem/$secret._id/msg', 'dana', 201, {
        body: { txt: 'Mine' },
        save: { mine: 'msgs.0' },
      }),
      call('POST /api/libraryItem/$secret._id/msg', 'max', 404, { body: { txt: 'Hello?' } }),
      call('DELETE /api/libraryItem/$secret._id/msg/$mine.id', 'max', 404),
      call('DELETE /api/libraryItem/$secret._id/msg/$mine.id', 'dana', msgsOf()),
    ],
  },
];
