import { Controller, Get, Param, Res } from '@nestjs/common';
import type { Response } from 'express';
import { setUploadHeaders } from './upload-headers';
import { UploadService } from './upload.service';

@Controller('media')
export class MediaController {
  constructor(private readonly upload: UploadService) {}

  /**
   * Anyone, visitors too (profile pictures and library images show to everyone): the stored
   * image. An id's bytes never change, so it may be cached for good; express answers a
   * matching If-None-Match with 304.
   */
  @Get(':id')
  async get(@Param('id') id: string, @Res() res: Response): Promise<void> {
    const { contentType, bytes } = await this.upload.media(id);
    res.setHeader('Content-Type', contentType);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    // Served as exactly the type the server wrote, never sniffed as anything else (HTML).
    setUploadHeaders(res);
    res.send(bytes);
  }
}
