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

/** Deletes uploads nothing uses (UploadService.sweepOrphans) at start and every 10 minutes. */
@Injectable()
export class UploadSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly log = new Logger('Uploads');
  private timer?: NodeJS.Timeout;

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

  private async sweep(): Promise<void> {
    try {
      await this.uploads.sweepOrphans(this.config.uploadOrphanGraceMs);
    } catch (err) {
      this.log.error(`The sweep of unused uploads failed: ${errorText(err).message}`);
    }
  }
}
