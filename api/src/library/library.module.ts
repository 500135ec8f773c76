import { Module } from '@nestjs/common';

/** Library: filled in by its own issue (see README, Architecture). */
@Module({})
export class LibraryModule {}
