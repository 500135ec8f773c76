import { canDeleteMsg, commentNotice, commentNoticeText } from './comment-rules';

const item = { _id: 'abc123', title: 'Wall hold', owner: { _id: 'owner', fullname: 'Mia', isAdmin: false } };
const msg = (by: string, txt = 'Nice') => ({ id: 'm1', by: { _id: by, fullname: 'Leo' }, txt, createdAt: 1 });

describe('comment rules', () => {
  it('tells the owner of someone else’s comment, with a link to the item, and nobody of their own', () => {
    expect(commentNotice(item, msg('leo'))).toEqual({
      userId: 'owner',
      notification: {
        txt: 'Leo commented on "Wall hold": Nice',
        link: '/libraryKit/libraryItem/abc123',
        type: 'comment',
        itemId: 'abc123',
      },
    });
    expect(commentNotice(item, msg('owner'))).toBeUndefined();
  });

  it('quotes the start of a long comment, whole characters only', () => {
    const long = '🙂'.repeat(300);
    const text = commentNoticeText('Leo', 'Wall hold', long);
    expect(text.endsWith('…')).toBe(true);
    expect([...text.split(': ')[1]!]).toHaveLength(140);
    expect(text).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('lets the author and admins delete a comment, nobody else', () => {
    expect(canDeleteMsg({ _id: 'leo', isAdmin: false }, msg('leo'))).toBe(true);
    expect(canDeleteMsg({ _id: 'boss', isAdmin: true }, msg('leo'))).toBe(true);
    expect(canDeleteMsg({ _id: 'owner', isAdmin: false }, msg('leo'))).toBe(false);
    expect(canDeleteMsg(undefined, msg('leo'))).toBe(false);
  });
});
