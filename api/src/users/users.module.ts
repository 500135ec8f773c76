import { Module } from '@nestjs/common';

/** Users: filled in by its own issue (see README, Architecture). */
@Module({})
export class UsersModule {}
