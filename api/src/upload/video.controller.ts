import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { sendVideo } from './send-video';
import { UploadService } from './upload.service';

@Controller('video')
export class VideoController {
  constructor(private readonly upload: UploadService) {}

  /**
   * Anyone, visitors too (library videos show to everyone): the stored video, whole or the
   * byte range asked for (send-video.ts). 404 for any name that is not a stored video's.
   */
  @Get(':file')
  async get(@Param('file') file: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    await sendVideo(req, res, await this.upload.video(file));
  }
}
