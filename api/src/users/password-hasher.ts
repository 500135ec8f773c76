import { Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import { addressKey } from '../limits/address-key';
import { HashGate } from './hash-gate';

/**
 * OWASP's argon2id configuration (19 MiB, 2 passes, 1 lane): about 25 ms of one core here,
 * against about 195 ms for the library's defaults (64 MiB, 3 passes, 4 lanes). Logins are then
 * not what bounds a host: 500 people logging in within 30 s take under half a core
 * (bench:load), where the defaults would need three.
 */
export const HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

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
    return this.gate.run(addressKey(source), () => argon2.hash(password, HASH_OPTIONS));
  }

  /** Whether `hash` was made with other parameters than today's (rehashed at the next login). */
  outdated(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, HASH_OPTIONS);
    } catch {
      return false;
    }
  }

  /**
   * True when `password` matches `hash`; a hash of undefined (no such account) never matches.
   * A failure counts against `source` when the gate must choose whom to refuse.
   */
  async verify(hash: string | undefined, password: string, source = ''): Promise<boolean> {
    const key = addressKey(source);
    let ok = false;
    if (hash === undefined) {
      this.dummy ??= argon2.hash('no account has this password', HASH_OPTIONS);
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
