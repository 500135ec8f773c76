import { unreadCountSchema } from '@handyq/domain/schemas';
import { readUnreadCount } from './notices';

// The unread count is read by hand (the PracticeLab's header loads no zod): it takes exactly
// what the schema takes, and refuses what it refuses.
describe('reading the unread count without zod', () => {
  it.each([{ count: 0 }, { count: 3 }, { count: 120, extra: 'ignored' }])(
    'reads %p as the schema does',
    (body) => {
      expect(readUnreadCount(body)).toBe(unreadCountSchema.parse(body).count);
    },
  );

  it.each([null, {}, { count: -1 }, { count: 1.5 }, { count: '2' }, { count: 2 ** 60 }, [3]])(
    'refuses %p, as the schema does',
    (body) => {
      expect(unreadCountSchema.safeParse(body).success).toBe(false);
      expect(() => readUnreadCount(body)).toThrow('The unread count answer is not a count');
    },
  );
});
