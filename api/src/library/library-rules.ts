import { BadRequestException, ForbiddenException } from '@nestjs/common';
import * as rules from '@handyq/domain/library-rules';
import { ValidationFailedException } from '../common/zod-validation.pipe';

// The library's rules live in @handyq/domain/library-rules, free of the server. Here they are
// the API's: a broken rule is a 403, a 400, or a 400 naming the field.

export {
  LIBRARY_MESSAGES,
  authorOf,
  canSee,
  decodeCursor,
  encodeCursor,
  nextPageQuery,
  sortOf,
  linkedItemId,
  linksToSave,
  mayEverChange,
  mediaUrlsOf,
  scopeOf,
  shownOwner,
  stepsToSave,
  withOneMainImage,
  type AuthorProfile,
  type Viewer,
} from '@handyq/domain/library-rules';

/** The HTTP answer to a broken rule. */
function httpError(err: unknown): unknown {
  if (!(err instanceof rules.LibraryRuleError)) return err;
  if (err.kind === 'forbidden') return new ForbiddenException(err.message);
  if (err.kind === 'invalid')
    return new ValidationFailedException('body', { [err.field ?? 'body']: err.message });
  return new BadRequestException(err.message);
}

/** A rule that throws, throwing the API's exception instead. */
const http =
  <A extends unknown[], R>(rule: (...args: A) => R) =>
  (...args: A): R => {
    try {
      return rule(...args);
    } catch (err) {
      throw httpError(err);
    }
  };

export const assertCanEdit = http(rules.assertCanEdit);
export const assertMove = http(rules.assertMove);
export const assertTypeKept = http(rules.assertTypeKept);
export const bodyFor = http(rules.bodyFor);
export const itemFieldsToSave = http(rules.itemFieldsToSave);
