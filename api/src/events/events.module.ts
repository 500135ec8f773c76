import { Global, Module } from '@nestjs/common';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { DomainEvents } from './domain-events';

/** The API's domain events (domain-events.ts), available to every module. */
@Global()
@Module({
  imports: [EventEmitterModule.forRoot({ wildcard: false, maxListeners: 20 })],
  providers: [DomainEvents],
  exports: [DomainEvents],
})
export class EventsModule {}
