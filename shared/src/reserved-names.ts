// Names only an admin account may carry: a user called 'HandyQ' or 'Admin' would pass for the
// team. (Who is an admin is shown from the account's flag, never from its name.)

/** Reserved names, folded (see foldName). */
const RESERVED = new Set([
  'handyq',
  'handyqteam',
  'handyqsupport',
  'admin',
  'admins',
  'administrator',
  'administrators',
  'moderator',
  'moderators',
  'mod',
  'support',
  'staff',
  'system',
  'official',
  'root',
  'team',
]);

const LOOKALIKE: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
};

export const RESERVED_NAME_MESSAGE = 'This name is reserved. Please choose another.';

/**
 * A name reduced to what a reader sees: lower case, accents dropped, only letters and digits,
 * and digits that pass for letters read as those letters ('Hándy Q', 'ADM1N', 'h.a.n.d.y.q').
 */
export function foldName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[0134@5$7]/g, (c) => LOOKALIKE[c] ?? c)
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Whether `name` reads as a reserved one (only an admin account may use it). */
export function isReservedName(name: string): boolean {
  return RESERVED.has(foldName(name));
}
