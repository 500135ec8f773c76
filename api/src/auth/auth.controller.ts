import {
  Body,
  Controller,
  Get,
  HttpCode,
  Ip,
  Post,
  Req,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import type { Request } from 'express';
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  type User,
} from '@handyq/domain/schemas';
import { createZodDto } from '../common/zod-dto';
import { AuthService, type AuthResult } from './auth.service';
import { CurrentUser } from './current-user.decorator';
import { JwtAuthGuard } from './jwt-auth.guard';
import { requestToken } from './jwt.strategy';

class SignupDto extends createZodDto(signupSchema) {}
class LoginDto extends createZodDto(loginSchema) {}
class ForgotPasswordDto extends createZodDto(forgotPasswordSchema) {}
class ResetPasswordDto extends createZodDto(resetPasswordSchema) {}

@Controller('auth')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Post('signup')
  signup(@Body() body: SignupDto, @Ip() ip: string): Promise<AuthResult> {
    return this.auth.signup(body, ip);
  }

  @Post('login')
  @HttpCode(200)
  login(@Body() body: LoginDto, @Ip() ip: string): Promise<AuthResult> {
    return this.auth.login(body, ip);
  }

  /** Logged in: ends the bearer token server-side (this device only); 204. */
  @Post('logout')
  @HttpCode(204)
  @UseGuards(JwtAuthGuard)
  async logout(@Req() req: Request): Promise<void> {
    const token = requestToken(req);
    if (!token) throw new UnauthorizedException();
    await this.auth.logout(token);
  }

  /** The user of the bearer token. */
  @Get('me')
  @UseGuards(JwtAuthGuard)
  me(@CurrentUser() user: User): User {
    return user;
  }

  @Post('forgot-password')
  @HttpCode(200)
  forgotPassword(@Body() body: ForgotPasswordDto, @Ip() ip: string): Promise<{ message: string }> {
    return this.auth.forgotPassword(body, ip);
  }

  @Post('reset-password')
  @HttpCode(200)
  resetPassword(@Body() body: ResetPasswordDto): Promise<{ message: string }> {
    return this.auth.resetPassword(body);
  }
}
