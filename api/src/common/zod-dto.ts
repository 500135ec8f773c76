import type { z } from 'zod';

const ZOD_DTO = Symbol('zod-dto');

/** A class standing for a zod schema, so Nest knows which schema checks a parameter. */
export interface ZodDto<S extends z.ZodType = z.ZodType> {
  new (): z.output<S>;
  readonly schema: S;
}

/**
 * Makes a DTO class from a schema in @handyq/domain:
 *   export class CreateItemDto extends createZodDto(createItemSchema) {}
 * A `@Body()`, `@Query()` or `@Param()` typed with it is checked (and stripped of unknown
 * keys) by the global ZodValidationPipe; the handler receives the parsed value.
 */
export function createZodDto<S extends z.ZodType>(schema: S): ZodDto<S> {
  class Dto {
    static readonly schema = schema;
    static readonly [ZOD_DTO] = true;
  }
  return Dto as unknown as ZodDto<S>;
}

export function isZodDto(metatype: unknown): metatype is ZodDto {
  return typeof metatype === 'function' && (metatype as unknown as Record<symbol, unknown>)[ZOD_DTO] === true;
}
