import type { LoggerService } from '@nestjs/common';

/** A Nest logger that keeps every line, to assert on what the server logged. */
export class LogRecorder implements LoggerService {
  readonly lines: { level: string; text: string }[] = [];

  private keep(level: string, parts: unknown[]): void {
    this.lines.push({ level, text: parts.map(String).join(' ') });
  }

  log(...parts: unknown[]): void {
    this.keep('log', parts);
  }
  error(...parts: unknown[]): void {
    this.keep('error', parts);
  }
  warn(...parts: unknown[]): void {
    this.keep('warn', parts);
  }
  debug(...parts: unknown[]): void {
    this.keep('debug', parts);
  }
  verbose(...parts: unknown[]): void {
    this.keep('verbose', parts);
  }
}
