import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { apiDocumentJson } from './api-document';
import { DOCS_FILES, DOCS_HTML } from './docs-page';

/** What the API offers: its OpenAPI document, and that document browsable (Swagger UI). */
@Controller()
export class OpenApiController {
  @Get('openapi.json')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  document(): string {
    return apiDocumentJson();
  }

  @Get('docs')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-cache')
  page(): string {
    return DOCS_HTML;
  }

  @Get('docs/:file')
  file(@Param('file') name: string, @Res() res: Response): void {
    const file = Object.hasOwn(DOCS_FILES, name) ? DOCS_FILES[name] : undefined;
    if (!file) throw new NotFoundException('Not a file of the API document’s page');
    res.setHeader('Content-Type', file.type);
    res.setHeader('Cache-Control', 'no-cache');
    if (file.file) res.sendFile(file.file, { headers: { 'Content-Type': file.type } });
    else res.send(file.text);
  }
}
