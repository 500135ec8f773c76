import { HttpException, HttpStatus } from '@nestjs/common';

/** 429, answered with a `Retry-After` header (seconds) by the exception filter. */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super({ message, err: message }, HttpStatus.TOO_MANY_REQUESTS);
  }
}
