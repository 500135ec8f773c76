import { Module } from '@nestjs/common';
import { OpenApiController } from './openapi.controller';

/** GET /api/openapi.json and GET /api/docs (routes/: the description of every route). */
@Module({ controllers: [OpenApiController] })
export class OpenApiModule {}
