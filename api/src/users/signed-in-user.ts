import type { User } from '@handyq/domain/schemas';

/**
 * The user a request's token was checked for: the whole stored user but their newest notices,
 * which the token check leaves out (every authenticated request makes it; only the answers of
 * one's own record carry the notices, read for them).
 */
export type SignedInUser = Omit<User, 'notifications'>;
