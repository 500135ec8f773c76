import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
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
export class MailService {
  private readonly log = new Logger(MailService.name);
  private readonly transport: Transporter;
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
      this.log.log(`Mail "${mail.subject}" to ${mail.to} written to ${file}`);
    }
  }
}
