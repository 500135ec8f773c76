import type { DestinationStream } from 'pino';

/** One JSON line the server logged, parsed. */
export interface LogRecord {
  level: string;
  msg?: string;
  reqId?: string;
  userId?: string;
  context?: string;
  [key: string]: unknown;
}

/**
 * A destination for the server's JSON log lines (AppOptions.logger): keeps every line as it
 * was written (`raw`) and parsed (`records`; `lines` gives level and message).
 */
export class LogRecorder implements DestinationStream {
  readonly raw: string[] = [];
  readonly records: LogRecord[] = [];

  write(line: string): void {
    for (const one of line.split('\n')) {
      if (!one) continue;
      this.raw.push(one);
      // A line that is not one JSON object fails here, and so does the test that logged it.
      const record = JSON.parse(one) as LogRecord;
      if (typeof record !== 'object' || record === null || typeof record.level !== 'string')
        throw new Error(`Not a JSON log line: ${one}`);
      this.records.push(record);
    }
  }

  /** Level and message of each line. */
  get lines(): { level: string; text: string }[] {
    return this.records.map((r) => ({ level: r.level, text: String(r.msg ?? '') }));
  }

  /** Forgets what was logged so far. */
  clear(): void {
    this.raw.length = 0;
    this.records.length = 0;
  }
}
