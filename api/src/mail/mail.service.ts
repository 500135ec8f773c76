import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { errorText } from '../common/error-text';
import { CONFIG, type AppConfig } from '../config';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/**
 * Sends mail with nodemailer: through SMTP_URL when set; otherwise each message is written as
 * an .eml file to DATA_DIR/outbox/, so the flows that mail work on a laptop.
 */
@Injectable()
export class MailService implements BeforeApplicationShutdown {
  private readonly log = new Logger(MailService.name);
  private readonly transport: Transporter;
  /** Work started by sendLater that has not ended yet. */
  private readonly pending = new Set<Promise<void>>();
  /** 'smtp' sends for real; 'outbox' writes files (callers log what a person needs, e.g. a link). */
  readonly mode: 'smtp' | 'outbox';
  readonly outboxDir: string;

  constructor(@Inject(CONFIG) private readonly config: AppConfig) {
    this.outboxDir = path.join(config.dataDir, 'outbox');
    if (config.smtpUrl) {
      this.mode = 'smtp';
      this.transport = nodemailer.createTransport(config.smtpUrl);
    } else {
      this.mode = 'outbox';
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  async send(mail: Mail): Promise<void> {
    const info = (await this.transport.sendMail({ from: this.config.mailFrom, ...mail })) as {
      message?: Buffer;
    };
    if (this.mode === 'outbox') {
      fs.mkdirSync(this.outboxDir, { recursive: true });
      const file = path.join(this.outboxDir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      fs.writeFileSync(file, info.message ?? '', { mode: 0o600 });
      // not to whom: an email address is personal, and the file holds it
      this.log.log(`Mail "${mail.subject}" written to ${file}`);
    }
  }

  /**
   * Runs `work` (finding whom to mail, then sending) after the caller has answered its
   * request, so the answer cannot show how long that took or whether anything was sent. A
   * failure is logged as `what` failed, never thrown. Shutdown waits for the work still running.
   */
  sendLater(what: string, work: () => Promise<void>): void {
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((err: unknown) => this.log.error(`${what} failed: ${errorText(err).message}`))
      .finally(() => this.pending.delete(run));
    this.pending.add(run);
  }

  /** Resolves once every sendLater work has ended, including work started meanwhile. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  /** Mail work still running ends before the database closes. */
  beforeApplicationShutdown(): Promise<void> {
    return this.idle();
  }
}
