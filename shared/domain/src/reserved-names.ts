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

/**
 * Greek and Cyrillic letters that show as Latin ones ('Аdmin' with a Cyrillic А, 'ΗandyQ' with
 * a Greek Η), by case: a capital eta shows as H, a small one as n.
 */
const CONFUSABLE: Record<string, string> = {
  // Cyrillic
  А: 'A',
  В: 'B',
  Е: 'E',
  Ѐ: 'E',
  Ё: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  І: 'I',
  Ї: 'I',
  Ј: 'J',
  Ѕ: 'S',
  Ԛ: 'Q',
  Ԝ: 'W',
  Ӏ: 'I',
  а: 'a',
  в: 'b',
  е: 'e',
  ѐ: 'e',
  ё: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  і: 'i',
  ї: 'i',
  ј: 'j',
  ѕ: 's',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  // Greek
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  α: 'a',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
};

/** Characters that show nothing (zero-width spaces and joiners, word joiners, the byte order mark, …). */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;

/**
 * `text` as a reader sees it, for telling look-alikes apart: compatibility forms folded (NFKC:
 * '𝕳' is 'H'), characters that show nothing dropped, Greek and Cyrillic letters that pass for
 * Latin ones read as those. Case and accents are kept: 'Wall', 'Wall\u200b' and 'W\u0430ll' are
 * one name; 'wall' and 'Wäll' are others.
 */
export function lookAlikeKey(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/[\u0370-\u03ff\u0400-\u052f]/g, (c) => CONFUSABLE[c] ?? c);
}

/** Characters that change the writing direction ('\u202EnimdA' shows as 'Admin'). */
const DIRECTION_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export const NAME_DIRECTION_MESSAGE = 'A name cannot hold characters that change the writing direction.';

/** Whether `text` holds a character that changes the writing direction. */
export const hasDirectionControls = (text: string): boolean => DIRECTION_CONTROLS.test(text);

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
 * A name reduced to what a reader sees: look-alikes read as Latin (lookAlikeKey), lower case,
 * accents dropped, only letters and digits, and digits that pass for letters read as those
 * letters ('Hándy Q', 'ADM1N', 'h.a.n.d.y.q', 'Аdmin').
 */
export function foldName(name: string): string {
  return lookAlikeKey(name)
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
