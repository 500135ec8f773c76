import { Controller, Get, Header } from '@nestjs/common';
import { DEFAULT_AVATAR_SVG } from './default-avatar';

/** The stock profile picture new users get (`imgUrl` when they give none). */
@Controller('avatars')
export class AvatarController {
  @Get('default.svg')
  @Header('Content-Type', 'image/svg+xml; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=86400')
  @Header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
  defaultAvatar(): string {
    return DEFAULT_AVATAR_SVG;
  }
}
