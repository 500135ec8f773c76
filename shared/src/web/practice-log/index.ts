// @handyq/shared/web/practice-log: the practice log on this device. Every entry is written to
// IndexedDB first (its id made here with crypto.randomUUID()), then sent; a retry, a second tab
// or a flaky network never makes two (the API is idempotent on the id). A federation singleton,
// so the Coach Kit (a tool's run), the Library Kit (a workout's run, the log page) and the shell
// (logout) share one outbox per page.
//
// CONTRACT (filled in by the outbox/sync work; the kits code against these names):
import type { NewPracticeLogEntry, PracticeLogEntry, UpdatePracticeLogEntry } from '../../schemas/practice-log';

/** Who may log: a visitor is told logging needs an account; a Basic user with trial mode off may not. */
export type PracticeLogAccess = 'loading' | 'visitor' | 'allowed' | 'proOnly';

/** An entry as the device knows it: the server's, or one still in the outbox (`unsent`). */
export type DeviceLogEntry = PracticeLogEntry & { unsent?: boolean };

export interface PracticeLogDevice {
  /** Keeps a run: written on the device, then sent when online. Ignored when not `allowed`. */
  add(entry: NewPracticeLogEntry): Promise<void>;
  /** A note and/or rating, now or later (sent or still in the outbox). */
  edit(id: string, patch: UpdatePracticeLogEntry): Promise<void>;
  /** 'Not now' on a run's end screen, or Delete on the log page: gone here and on the server. */
  remove(id: string): Promise<void>;
  /** Sends what the outbox holds for the logged-in user (also done on login, online and load). */
  syncNow(): Promise<void>;
}

export declare const practiceLog: PracticeLogDevice;
/** Live: whether the logged-in user (or a visitor) may log. */
export declare function usePracticeLogAccess(): PracticeLogAccess;
/** Live: the logged-in user's entries not sent yet, newest first ('Not synced yet'). */
export declare function useUnsentEntries(): DeviceLogEntry[];
/** TanStack Query keys of the log's server answers; invalidated when an entry is sent, changed or arrives live. */
export declare const practiceLogKeys: { all: readonly ['practiceLog'] };
