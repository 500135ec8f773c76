import { REVIEW_NOTICES, reviewNotices, type ItemStatusChanged } from './review-notices';

const owner = { _id: 'owner', fullname: 'Dana Demo', isAdmin: false };
const admin = { _id: 'admin', fullname: 'HandyQ', isAdmin: true };
const item = { _id: 'i1', title: 'Wall walk', owner: { _id: owner._id } } as ItemStatusChanged['item'];
const move = (from: ItemStatusChanged['from'], to: ItemStatusChanged['to'], by = admin, reason?: string) =>
  reviewNotices({ item, from, to, by, ...(reason ? { reason } : {}) }, admin._id).map((n) => [
    n.userId,
    n.notification.txt,
  ]);

describe('reviewNotices', () => {
  it('tells the owner and the admin of a publish: the owner gets their own record of it', () => {
    expect(move('private', 'pending', owner)).toEqual([
      ['owner', REVIEW_NOTICES.sentForReview('Wall walk')],
      ['admin', REVIEW_NOTICES.submitted('Wall walk', 'Dana Demo')],
    ]);
  });

  it('gives an admin publishing their own item one notice, not two', () => {
    const own = { ...item, owner: { _id: admin._id } } as ItemStatusChanged['item'];
    const notices = reviewNotices({ item: own, from: 'private', to: 'pending', by: admin }, admin._id);
    expect(notices.map((n) => [n.userId, n.notification.txt])).toEqual([
      ['admin', REVIEW_NOTICES.sentForReview('Wall walk')],
    ]);
  });

  it("tells nobody else of their own act: an admin's unpublish of their item, the owner's approvals", () => {
    const own = { ...item, owner: { _id: admin._id } } as ItemStatusChanged['item'];
    expect(reviewNotices({ item: own, from: 'public', to: 'private', by: admin }, admin._id)).toEqual([]);
    expect(reviewNotices({ item: own, from: 'pending', to: 'public', by: admin }, admin._id)).toEqual([]);
  });

  it('tells the owner of an approval and of a denial with its reason', () => {
    expect(move('pending', 'public')).toEqual([['owner', REVIEW_NOTICES.approved('Wall walk')]]);
    expect(move('pending', 'private', admin, 'Film it')).toEqual([
      ['owner', REVIEW_NOTICES.deniedBecause('Wall walk', 'Film it')],
      ['owner', REVIEW_NOTICES.denied],
    ]);
  });
});
