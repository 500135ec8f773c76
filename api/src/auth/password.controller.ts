import { Body, Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { changePasswordSchema, type User } from '@handyq/domain/schemas';
import { createZodDto } from '../common/zod-dto';
import { AuthService } from './auth.service';
import { CurrentUser } from './current-user.decorator';
import { JwtAuthGuard } from './jwt-auth.guard';

class ChangePasswordDto extends createZodDto(changePasswordSchema) {}

/** POST /api/user/:id/change-password: passwords are the auth module's. */
@Controller('user')
@UseGuards(JwtAuthGuard)
export class PasswordController {
  constructor(private readonly auth: AuthService) {}

  /** Answers `{ message, token }`: the old tokens are dead, the new one keeps this tab in. */
  @Post(':id/change-password')
  @HttpCode(200)
  changePassword(
    @CurrentUser() viewer: User,
    @Param('id') id: string,
    @Body() body: ChangePasswordDto,
  ): Promise<{ message: string; token: string }> {
    return this.auth.changePassword(viewer, id, body);
  }
}
