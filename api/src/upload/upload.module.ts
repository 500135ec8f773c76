import { Module } from '@nestjs/common';

/** Upload: filled in by its own issue (see README, Architecture). */
@Module({})
export class UploadModule {}
