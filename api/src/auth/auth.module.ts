import { Module } from '@nestjs/common';

/** Auth: filled in by its own issue (see README, Architecture). */
@Module({})
export class AuthModule {}
