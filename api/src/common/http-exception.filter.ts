import { STATUS_CODES } from 'node:http';
import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ApiError } from '@handyq/domain/schemas';
import { errorText } from './error-text';
import { requestIdOf } from './request-id';
import { TooManyRequestsException } from './too-many-requests.exception';
import { ValidationFailedException } from './zod-validation.pipe';

const reason = (status: number): string => STATUS_CODES[status] ?? 'Error';

/** An error from express or its middleware (http-errors) that is safe to show the caller. */
function isExposedHttpError(e: unknown): e is { status: number; message: string } {
  const err = e as { status?: unknown; expose?: unknown; message?: unknown };
  return (
    typeof e === 'object' &&
    e !== null &&
    err.expose === true &&
    typeof err.status === 'number' &&
    err.status >= 400 &&
    err.status < 500 &&
    typeof err.message === 'string'
  );
}

function messageOf(exception: HttpException): string {
  const res = exception.getResponse();
  if (typeof res === 'string') return res;
  const message = (res as { message?: unknown }).message;
  if (typeof message === 'string') return message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  return exception.message;
}

/**
 * The JSON body for any error. A 500 never says more than 'Internal server error': its cause
 * (a stack, a SQL statement) goes to the log only.
 */
export function toApiError(exception: unknown): ApiError {
  if (exception instanceof ValidationFailedException) {
    return { statusCode: 400, error: reason(400), message: exception.message, fields: exception.fields };
  }
  let statusCode = 500;
  let message = 'Internal server error';
  if (exception instanceof HttpException) {
    statusCode = exception.getStatus();
    if (statusCode !== 500) message = messageOf(exception);
  } else if (isExposedHttpError(exception)) {
    statusCode = exception.status;
    message = exception.message;
  }
  const err = exception instanceof HttpException && statusCode !== 500 ? errOf(exception) : undefined;
  return err === undefined
    ? { statusCode, error: reason(statusCode), message }
    : { statusCode, error: reason(statusCode), message, err };
}

/** The `err` an exception was thrown with (`new ConflictException({ message, err })`), if any. */
function errOf(exception: HttpException): string | undefined {
  const res = exception.getResponse();
  const err = typeof res === 'object' && res !== null ? (res as { err?: unknown }).err : undefined;
  return typeof err === 'string' ? err : undefined;
}

/**
 * The one exception filter: every error the API answers is `{ statusCode, error, message,
 * fields?, err? }`. A 5xx is logged with its request id (the `X-Request-Id` response header), method,
 * path and cause.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly log = new Logger(HttpExceptionFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const req = host.switchToHttp().getRequest<Request>();
    const res = host.switchToHttp().getResponse<Response>();
    const body = toApiError(exception);
    if (body.statusCode >= 500) {
      // The path without its query string: a query may carry what a user typed.
      const { message, stack } = errorText(exception);
      this.log.error(
        `request ${requestIdOf(res) ?? '-'}: ${req.method} ${req.path} failed: ${message}`,
        stack,
      );
    }
    if (res.headersSent) {
      // Part of the answer is out: cut the connection so the caller sees it failed.
      req.socket.destroy();
      return;
    }
    if (exception instanceof TooManyRequestsException) {
      res.setHeader('Retry-After', String(Math.max(1, Math.ceil(exception.retryAfterSeconds))));
    }
    res.status(body.statusCode).json(body);
  }
}
