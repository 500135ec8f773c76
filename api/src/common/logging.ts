import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger as Pino } from 'pino';
import { pinoHttp, type HttpLogger } from 'pino-http';
import { Logger as PinoNestLogger, PinoLogger } from 'nestjs-pino';
import type { AppConfig } from '../config';
import { requestIdFor } from './request-id';

/** Fields blanked wherever they appear in a logged object (one level deep), headers included. */
const REDACT_PATHS = [
  'password',
  'newPassword',
  'passwordHash',
  'token',
  '*.password',
  '*.newPassword',
  '*.passwordHash',
  '*.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
];

/**
 * `url` with the value of every query parameter replaced by `[Redacted]`: a log keeps which
 * filters a request used, never what was typed into them (a search, an email, a reset link's
 * token). A parameter without `=` is all value.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const params = url
    .slice(q + 1)
    .split('&')
    .map((param) => {
      const eq = param.indexOf('=');
      return eq < 0 ? '[Redacted]' : `${param.slice(0, eq)}=[Redacted]`;
    });
  return `${url.slice(0, q)}?${params.join('&')}`;
}

/**
 * The app's one pino logger: JSON lines (level as a word, ISO time, secrets redacted) on
 * `destination` (stdout by default), or readable lines with LOG_FORMAT=pretty. `false`: silent.
 */
export async function createRootLogger(
  config: Pick<AppConfig, 'logLevel' | 'logFormat'>,
  destination?: DestinationStream | false,
): Promise<Pino> {
  const pretty = destination === undefined && config.logFormat === 'pretty';
  const stream =
    destination ||
    (pretty
      ? (await import('pino-pretty')).default({
          translateTime: 'SYS:HH:MM:ss.l',
          // A request's line says method, URL, status and ms in its message already.
          ignore: 'pid,hostname,req,res,responseTime',
          singleLine: true,
        })
      : pino.destination({ dest: 1, sync: true }));
  return pino(
    {
      level: destination === false ? 'silent' : config.logLevel,
      timestamp: pino.stdTimeFunctions.isoTime,
      // pino-pretty colours numeric levels; a log collector reads the word.
      formatters: pretty ? {} : { level: (label) => ({ level: label }) },
      redact: { paths: REDACT_PATHS, censor: '[Redacted]' },
    },
    stream,
  );
}

type Req = IncomingMessage & { originalUrl?: string };

/**
 * One line per request when its answer is sent (or the client goes away): method, URL (secret
 * query values redacted, no headers), status, time in ms, and the request id, the same one
 * `X-Request-Id` answers. Every line logged while serving the request carries that `reqId`.
 */
export function httpLogger(root: Pino): HttpLogger<Req, ServerResponse> {
  const what = (req: Req, res: ServerResponse) =>
    `${req.method} ${redactUrl(req.originalUrl ?? req.url ?? '')} ${res.statusCode}`;
  // pino-http makes up an error for a 5xx answered without one: the status says it all.
  const madeUp = (err: Error) => err.message.startsWith('failed with status code');
  return pinoHttp<Req, ServerResponse>({
    logger: root,
    genReqId: (req, res) => requestIdFor(req, res),
    quietReqLogger: true,
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: redactUrl(req.url) }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: (req, res, ms) => `${what(req, res)} ${ms} ms`,
    customErrorMessage: (req, res, err) =>
      madeUp(err) ? what(req, res) : `${what(req, res)} failed: ${err.message}`,
    customErrorObject: (_req, _res, err, value: Record<string, unknown>) =>
      madeUp(err) ? { ...value, err: undefined } : value,
  });
}

/**
 * Nest's loggers (`new Logger(context)` in the services, Nest's own) written through pino: a
 * line logged while serving a request goes on that request's logger (its `reqId`, and `userId`
 * once the token is checked); any other line on this app's root logger.
 */
export class AppLogger extends PinoNestLogger {
  constructor(root: Pino) {
    super(new RequestOrRootLogger(root), {});
  }

  /** Nest's list of every module and route it set up goes to debug: info is for what happens. */
  override log(message: unknown, ...params: unknown[]): void {
    const context = params.at(-1);
    if (typeof context === 'string' && NEST_SETUP_CONTEXTS.has(context)) super.debug(message, ...params);
    else super.log(message, ...params);
  }
}

const NEST_SETUP_CONTEXTS = new Set([
  'NestFactory',
  'InstanceLoader',
  'RoutesResolver',
  'RouterExplorer',
  'WebSocketsController',
  'NestApplication',
]);

/**
 * nestjs-pino's PinoLogger keeps one root logger per process; tests build several apps in one,
 * each with its own destination. This one answers the request's logger inside a request (the
 * one pino-http made, carrying `reqId`) and this app's root outside.
 */
class RequestOrRootLogger extends PinoLogger {
  constructor(private readonly root: Pino) {
    super({ useExisting: true });
  }

  override get logger(): Pino {
    const current = super.logger as Pino | undefined;
    return current && 'reqId' in current.bindings() ? current : this.root;
  }
}

/** Adds `fields` to every later line of the request being served (its request line too). */
export function logWith(pino: PinoLogger, fields: Record<string, unknown>): void {
  try {
    pino.assign(fields);
  } catch {
    // outside a request (a socket handshake): nothing to add to
  }
}
