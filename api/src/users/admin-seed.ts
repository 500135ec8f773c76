import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { CONFIG, type AppConfig } from '../config';
import { PasswordHasher } from './password-hasher';
import { EmailTakenError, UsersService } from './users.service';

/** The command an operator runs to make an existing account an admin (docs/security.md). */
export const PROMOTE_COMMAND = 'npm run admin:promote -w api -- <email>';

/**
 * The first admin, from ADMIN_EMAIL / ADMIN_PASSWORD, made at boot when no account has that
 * email. Without ADMIN_PASSWORD a random password is made and logged this once. An existing
 * account that is not an admin is left alone: anyone may sign up with an email before the
 * operator sets it here, so a restart must never hand them the admin role. The log says how
 * an operator promotes an account on purpose.
 */
@Injectable()
export class AdminSeed implements OnApplicationBootstrap {
  private readonly log = new Logger('AdminSeed');

  constructor(
    @Inject(CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const email = this.config.adminEmail;
    const existing = await this.users.findByEmail(email);
    if (existing) {
      if (!existing.isAdmin) {
        this.log.warn(
          `ADMIN_EMAIL ${email} belongs to an existing account that is not an admin: left it alone. ` +
            `To make it an admin, run: ${PROMOTE_COMMAND.replace('<email>', email)}`,
        );
      }
      return;
    }
    const password = this.config.adminPassword ?? randomBytes(12).toString('base64url');
    try {
      await this.users.create({
        fullname: 'HandyQ',
        email,
        passwordHash: await this.hasher.hash(password),
        isAdmin: true,
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
