import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { addressKey } from '../limits/address-key';
import { HashGate } from './hash-gate';

/**
 * argon2id hashes of passwords, through one HashGate: a flood of logins is refused fast
 * (429) instead of making everyone wait. `source` is the caller's address, counted like the
 * limits per address count it (addressKey: an IPv6 /64 is one source).
 */
@Injectable()
export class PasswordHasher {
  /** Verified against when no account matches, so an unknown email costs as much as a wrong password. */
  private dummy?: Promise<string>;
  private readonly gate = new HashGate();

  hash(password: string, source = ''): Promise<string> {
    return this.gate.run(addressKey(source), () => argon2.hash(password, { type: argon2.argon2id }));
  }

  /**
   * True when `password` matches `hash`; a hash of undefined (no such account) never matches.
   * A failure counts against `source` when the gate must choose whom to refuse.
   */
  async verify(hash: string | undefined, password: string, source = ''): Promise<boolean> {
    const key = addressKey(source);
    let ok = false;
    if (hash === undefined) {
      this.dummy ??= argon2.hash('no account has this password', { type: argon2.argon2id });
      const dummy = await this.dummy;
      await this.gate.run(key, () => argon2.verify(dummy, password));
    } else {
      ok = await this.gate.run(key, () => argon2.verify(hash, password).catch(() => false));
    }
    if (ok) this.gate.succeeded(key);
    else this.gate.failed(key);
    return ok;
  }
}
