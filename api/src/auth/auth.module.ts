import { Module } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { CONFIG, type AppConfig } from '../config';
import { MailModule } from '../mail/mail.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthRepository } from './auth.repository';
import { AuthService } from './auth.service';
import { JWT_SECRET, resolveJwtSecret } from './jwt-secret';
import { JwtStrategy } from './jwt.strategy';
import { PasswordController } from './password.controller';

/** How long a login token lasts; a password change or deletion ends it sooner. */
export const TOKEN_TTL = '30d';

@Module({
  imports: [UsersModule, MailModule, PassportModule],
  controllers: [AuthController, PasswordController],
  providers: [
    { provide: JWT_SECRET, inject: [CONFIG], useFactory: (config: AppConfig) => resolveJwtSecret(config) },
    {
      provide: JwtService,
      inject: [JWT_SECRET],
      useFactory: (secret: string) =>
        new JwtService({ secret, signOptions: { algorithm: 'HS256', expiresIn: TOKEN_TTL } }),
    },
    AuthService,
    AuthRepository,
    JwtStrategy,
  ],
})
export class AuthModule {}
