import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CONFIG, type AppConfig } from '../config';
import { DEFAULT_AVATAR_PATH } from './default-avatar';
import { PasswordHasher } from './password-hasher';
import { EmailTakenError, UsersRepository } from './users.repository';

/**
 * The first admin, from ADMIN_EMAIL / ADMIN_PASSWORD, made at boot when no account has that
 * email (an existing one is made admin, its password untouched). Without ADMIN_PASSWORD a
 * random password is made and logged this once.
 */
@Injectable()
export class AdminSeed implements OnApplicationBootstrap {
  private readonly log = new Logger('AdminSeed');

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly repo: UsersRepository,
    private readonly hasher: PasswordHasher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const email = this.config.adminEmail;
    const existing = await this.repo.findByEmail(email);
    if (existing) {
      if (!existing.isAdmin) {
        await this.repo.makeAdmin(existing._id);
        this.log.log(`${email} is now an admin`);
      }
      return;
    }
    const password = this.config.adminPassword ?? randomBytes(12).toString('base64url');
    try {
      await this.repo.create({
        fullname: 'HandyQ',
        username: email.split('@')[0] ?? 'admin',
        email,
        passwordHash: await this.hasher.hash(password),
        isAdmin: true,
        imgUrl: DEFAULT_AVATAR_PATH,
      });
    } catch (err) {
      // Another instance made it at the same moment.
      if (err instanceof EmailTakenError) return;
      throw err;
    }
    if (this.config.adminPassword) {
      this.log.log(`Admin account created: ${email} (password from ADMIN_PASSWORD)`);
    } else {
      this.log.warn(
        `Admin account created: ${email} with password ${password} (shown once; change it after logging in)`,
      );
    }
  }
}
