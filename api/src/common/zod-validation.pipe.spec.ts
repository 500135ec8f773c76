import { z } from 'zod';
import { createZodDto } from './zod-dto';
import { ValidationFailedException, ZodValidationPipe } from './zod-validation.pipe';

class SignUpDto extends createZodDto(
  z.strictObject({ email: z.email(), profile: z.object({ name: z.string().min(1) }) }),
) {}

describe(ZodValidationPipe.name, () => {
  const pipe = new ZodValidationPipe();

  function failure(value: unknown, type: 'body' | 'query' | 'param' = 'body'): ValidationFailedException {
    try {
      pipe.transform(value, { type, metatype: SignUpDto });
    } catch (err) {
      if (err instanceof ValidationFailedException) return err;
    }
    throw new Error('expected a ValidationFailedException');
  }

  it('returns the parsed value of a parameter typed with a zod DTO', () => {
    const value = { email: 'ada@example.com', profile: { name: 'Ada' } };
    expect(pipe.transform(value, { type: 'body', metatype: SignUpDto })).toEqual(value);
  });

  it('leaves other parameters alone', () => {
    expect(pipe.transform('42', { type: 'param', metatype: String, data: 'id' })).toBe('42');
    expect(pipe.transform({ any: 1 }, { type: 'custom', metatype: SignUpDto })).toEqual({ any: 1 });
  });

  it('names each bad field by its dotted path, unknown keys too', () => {
    const err = failure({ email: 'nope', profile: { name: '' }, isAdmin: true });
    expect(err.getStatus()).toBe(400);
    expect(Object.keys(err.fields).sort()).toEqual(['email', 'isAdmin', 'profile.name']);
    expect(err.fields.isAdmin).toBe('Unknown field');
    expect(err.message).toMatch(/^Invalid request body: /);
  });

  it('keys an issue with the whole value by where it came from', () => {
    expect(Object.keys(failure(undefined).fields)).toEqual(['body']);
    expect(failure('x', 'query').message).toBe('Invalid query string: query');
  });
});
