// @handyq/web/user: the logged-in user's whole record, read and saved, and the dialogs
// that change it. Favorites, voice, settings and plan changes all PUT the whole user with the
// version it was read at. A separate entry (it needs the zod schemas), so the kits load it only
// where a user's record is edited.
export * from './save-user';
export * from './plans';
export * from './pro-access';
export * from './plan-dialog';
export * from './plan-dialog-opener';
export * from './voice-select';
export * from './notifications';
export * from './favorites-transfer';
