import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { CONFIG, type AppConfig } from '../config';
import { errorText } from '../common/error-text';
import { UploadService } from './upload.service';

const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Deletes uploads nothing uses (UploadService.sweepOrphans) at start and every 10 minutes: on
 * one API instance at a time (the others skip that round), never twice at once here.
 */
@Injectable()
export class UploadSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('Uploads');
  private timer?: NodeJS.Timeout;
  /** This instance's sweep while it runs: a tick that comes meanwhile is skipped. */
  private running?: Promise<void>;

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly uploads: UploadService,
  ) {}

  onApplicationBootstrap(): void {
    void this.sweep();
    this.timer = setInterval(() => void this.sweep(), SWEEP_EVERY_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  private sweep(): Promise<void> {
    this.running ??= this.uploads
      .sweepOrphans(this.config.uploadOrphanGraceMs)
      .then(
        () => undefined,
        (err: unknown) => this.log.error(`The sweep of unused uploads failed: ${errorText(err).message}`),
      )
      .finally(() => (this.running = undefined));
    return this.running;
  }
}
