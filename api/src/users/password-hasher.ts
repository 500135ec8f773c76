import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';

/** argon2id hashes of passwords. */
@Injectable()
export class PasswordHasher {
  /** Verified against when no account matches, so an unknown email costs as much as a wrong password. */
  private dummy?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id });
  }

  /** True when `password` matches `hash`; a hash of undefined (no such account) never matches. */
  async verify(hash: string | undefined, password: string): Promise<boolean> {
    if (hash === undefined) {
      this.dummy ??= this.hash('no account has this password');
      await argon2.verify(await this.dummy, password);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }
}
