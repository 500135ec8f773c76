import { BadRequestException, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { fieldErrors } from '@handyq/domain/schemas';
import { findHostileInput } from './hostile-input';
import { isZodDto } from './zod-dto';

const WHERE = { body: 'request body', query: 'query string', param: 'path' } as const;
type Location = keyof typeof WHERE;

/** A request that failed its schema: 400, with one message per offending field. */
export class ValidationFailedException extends BadRequestException {
  constructor(
    where: Location,
    readonly fields: Record<string, string>,
  ) {
    super(`Invalid ${WHERE[where]}: ${Object.keys(fields).join(', ')}`);
  }
}

/**
 * The one validation pipe. Every `@Body()`, `@Query()` and `@Param()` (typed or a plain string)
 * is first checked for hostile text and nesting (hostile-input.ts): 400 naming the field. One
 * whose type was made by createZodDto is then parsed with its schema; a failure is a
 * ValidationFailedException.
 */
@Injectable()
export class ZodValidationPipe implements PipeTransform {
  transform(value: unknown, { type, metatype, data }: ArgumentMetadata): unknown {
    if (type === 'custom') return value;
    const hostile = findHostileInput(value, { multiLine: type === 'body', root: data ?? type });
    if (hostile) throw new ValidationFailedException(type, { [hostile.path]: hostile.message });
    if (!isZodDto(metatype)) return value;
    const result = metatype.schema.safeParse(value);
    if (result.success) return result.data;
    throw new ValidationFailedException(type, fieldErrors(result.error, type));
  }
}
