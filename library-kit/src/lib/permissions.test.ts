import { canEditOrDelete, statusActions, type OwnedItem, type Viewer } from './permissions';

const owner: Viewer = { _id: 'owner', isAdmin: false };
const adminOwner: Viewer = { _id: 'owner', isAdmin: true };
const admin: Viewer = { _id: 'admin', isAdmin: true };
const other: Viewer = { _id: 'someone', isAdmin: false };
const item = (status: OwnedItem['status']): OwnedItem => ({ status, owner: { _id: 'owner' } });

describe('the review buttons', () => {
  it('offers the owner Publish on a private item, and a disabled Awaiting Review while pending', () => {
    expect(statusActions(item('private'), owner)).toEqual(['publish']);
    expect(statusActions(item('pending'), owner)).toEqual(['awaiting']);
    expect(statusActions(item('public'), owner)).toEqual([]);
  });

  it('lets an admin approve or deny a pending item, and nothing else on items of others', () => {
    expect(statusActions(item('pending'), admin)).toEqual(['approve', 'deny']);
    expect(statusActions(item('private'), admin)).toEqual([]);
    expect(statusActions(item('public'), admin)).toEqual([]);
  });

  it('lets an owner who is an admin unpublish a public item', () => {
    expect(statusActions(item('public'), adminOwner)).toEqual(['unpublish']);
    expect(statusActions(item('private'), adminOwner)).toEqual(['publish']);
    expect(statusActions(item('pending'), adminOwner)).toEqual(['awaiting', 'approve', 'deny']);
  });

  it('shows a visitor or another user none', () => {
    for (const status of ['private', 'pending', 'public'] as const) {
      expect(statusActions(item(status), null)).toEqual([]);
      expect(statusActions(item(status), other)).toEqual([]);
    }
  });
});

describe('edit and delete', () => {
  it('are the owner’s while the item is private, and always an admin’s', () => {
    expect(canEditOrDelete(item('private'), owner)).toBe(true);
    expect(canEditOrDelete(item('pending'), owner)).toBe(false);
    expect(canEditOrDelete(item('public'), owner)).toBe(false);
    for (const status of ['private', 'pending', 'public'] as const) {
      expect(canEditOrDelete(item(status), admin)).toBe(true);
      expect(canEditOrDelete(item(status), other)).toBe(false);
      expect(canEditOrDelete(item(status), null)).toBe(false);
    }
  });
});
