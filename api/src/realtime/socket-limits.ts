import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import type { AppConfig } from '../config';
import { addressKey } from '../limits/address-key';
import type { BucketRule } from './token-buckets';

/**
 * What one socket, one user and one address may cost this instance. A client the app runs
 * sends a few events per connection (`set-user-socket`, a `watch-item` per open item page,
 * later `unset-user-socket`), so every budget here is far above what a person ever uses.
 */
export const SOCKET_LIMITS = {
  /** Any client event, per socket: past this the socket is closed (only a hostile client gets there). */
  socketEvents: { burst: 10, refillMs: 1000 } satisfies BucketRule,
  /** Any client event, per user across their sockets and reconnects: past this an event is ignored. */
  userEvents: { burst: 60, refillMs: 250 } satisfies BucketRule,
  /**
   * Catch-ups (the notices missed while away), per user across their sockets and reconnects:
   * past this a socket is joined without one (the page reads its notices when it opens anyway).
   */
  userCatchUps: { burst: 20, refillMs: 2000 } satisfies BucketRule,
  /** How many users' budgets an instance keeps (the least recently active go first). */
  maxUsersTracked: 50_000,
  /**
   * What the server holds for a client that does not read: past either, the socket is dropped
   * (a catch-up of the most notices, each of the largest size, fits well within it).
   */
  maxBufferedBytes: 1024 * 1024,
  maxQueuedPackets: 1000,
} as const;

/**
 * Live sockets per key (a user, an address) on this instance: `open` counts one in unless the
 * key is at its limit, `close` counts it out. Synchronous, so the limit holds however many
 * handshakes arrive at once; a key with no socket left is forgotten, so the map holds no more
 * keys than there are sockets.
 */
export class SocketCounts {
  private readonly counts = new Map<string, number>();

  constructor(private readonly limit: number) {}

  open(key: string): boolean {
    const n = this.counts.get(key) ?? 0;
    if (n >= this.limit) return false;
    this.counts.set(key, n + 1);
    return true;
  }

  close(key: string): void {
    const n = (this.counts.get(key) ?? 0) - 1;
    if (n > 0) this.counts.set(key, n);
    else this.counts.delete(key);
  }

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }
}

/**
 * What a socket's handshake counts against: the client's address read as Express reads `req.ip`
 * under the same TRUST_PROXY setting, keyed as every per-address limit is (an IPv6 /64 whole).
 */
export function handshakeAddress(config: Pick<AppConfig, 'trustProxy'>): (req: IncomingMessage) => string {
  const trust = config.trustProxy;
  const trusts: (addr: string, i: number) => boolean =
    trust === undefined
      ? () => false
      : typeof trust === 'number'
        ? (_addr, i) => i < trust
        : proxyaddr.compile(trust.split(',').map((s) => s.trim()));
  return (req) => addressKey(proxyaddr(req, trusts));
}
