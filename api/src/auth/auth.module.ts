import { createSecretKey } from 'node:crypto';
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
import { TokenVerifier } from './token-verifier';

@Module({
  imports: [UsersModule, MailModule, PassportModule],
  controllers: [AuthController, PasswordController],
  providers: [
    { provide: JWT_SECRET, inject: [CONFIG], useFactory: (config: AppConfig) => resolveJwtSecret(config) },
    {
      provide: JwtService,
      inject: [JWT_SECRET, CONFIG],
      // Tokens last TOKEN_TTL; a logout, a password change or a deletion ends one sooner. The
      // secret as a KeyObject, as JwtStrategy has it: given the string, jsonwebtoken first tries
      // it as a PEM key (public to verify, private to sign) on every call and catches the throw,
      // which cost more CPU than the rest of a socket's token check.
      useFactory: (secret: string, config: AppConfig) =>
        new JwtService({
          secret: createSecretKey(Buffer.from(secret)) as unknown as Buffer,
          signOptions: { algorithm: 'HS256', expiresIn: config.tokenTtlSeconds },
        }),
    },
    AuthService,
    AuthRepository,
    JwtStrategy,
    TokenVerifier,
  ],
  exports: [TokenVerifier],
})
export class AuthModule {}
