import {
  BadRequestException,
  InternalServerErrorException,
  NotFoundException,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { apiErrorSchema } from '@handyq/domain/schemas';
import { toApiError } from './http-exception.filter';
import { ValidationFailedException } from './zod-validation.pipe';

describe(toApiError.name, () => {
  it('keeps the status and message of an HTTP exception', () => {
    expect(toApiError(new NotFoundException('No such item'))).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No such item',
    });
    expect(toApiError(new BadRequestException(['a is wrong', 'b is wrong'])).message).toBe(
      'a is wrong; b is wrong',
    );
    expect(toApiError(new ServiceUnavailableException('Mail is down')).message).toBe('Mail is down');
  });

  it('carries the err a form shows, when the exception has one', () => {
    const e = new UnauthorizedException({
      message: 'Wrong email or password.',
      err: 'Wrong email or password.',
    });
    expect(toApiError(e)).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Wrong email or password.',
      err: 'Wrong email or password.',
    });
  });

  it('carries the fields of a failed validation', () => {
    const body = toApiError(new ValidationFailedException('body', { email: 'Invalid email' }));
    expect(apiErrorSchema.parse(body)).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Invalid request body: email',
      fields: { email: 'Invalid email' },
    });
  });

  it('answers a 4xx error from express middleware that is meant to be shown', () => {
    const err = Object.assign(new Error('unsupported charset "UTF-7"'), { status: 415, expose: true });
    expect(toApiError(err)).toMatchObject({ statusCode: 415, message: 'unsupported charset "UTF-7"' });
  });

  it('never shows the cause of a 500', () => {
    const bare = { statusCode: 500, error: 'Internal Server Error', message: 'Internal server error' };
    expect(toApiError(new Error('duplicate key value violates "users_email_key"'))).toEqual(bare);
    expect(toApiError(new InternalServerErrorException('select * from users'))).toEqual(bare);
    expect(toApiError(Object.assign(new Error('secret'), { status: 500, expose: false }))).toEqual(bare);
    expect(toApiError('a string')).toEqual(bare);
  });
});
