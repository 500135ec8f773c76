import { Module } from '@nestjs/common';

/** Mail: filled in by its own issue (see README, Architecture). */
@Module({})
export class MailModule {}
