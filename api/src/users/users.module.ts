import { Module } from '@nestjs/common';
import { PlansModule } from '../plans/plans.module';
import { AdminSeed } from './admin-seed';
import { AvatarController } from './avatar.controller';
import { PasswordHasher } from './password-hasher';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';
import { UsersService } from './users.service';

@Module({
  imports: [PlansModule],
  controllers: [UsersController, AvatarController],
  providers: [UsersService, UsersRepository, PasswordHasher, AdminSeed],
  exports: [UsersService, UsersRepository, PasswordHasher],
})
export class UsersModule {}
