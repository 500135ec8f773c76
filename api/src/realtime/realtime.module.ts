import { Module } from '@nestjs/common';

/** Realtime: filled in by its own issue (see README, Architecture). */
@Module({})
export class RealtimeModule {}
