// @handyq/web/practice-log: the practice log on this device. Every entry is written to
// IndexedDB first (its id made here with crypto.randomUUID()), then sent; a retry, a second tab
// or a flaky network never makes two (the API is idempotent on the id). A federation singleton,
// so the Coach Kit (a tool's run), the Library Kit (a workout's run, the log page) and the shell
// (logout) share one outbox per page. Loaded only where it is imported: never on Home's first load.
//
//   keys.ts          the query keys of the log's server answers
//   access.ts        who may log (visitor, Pro or trial mode, Basic)
//   outbox-record.ts what the outbox keeps, its schema (records read back are checked) and cap
//   outbox-db.ts     the outbox on IndexedDB, per user
//   outbox-state.ts  the hooks' live view of the logged-in user's outbox (this tab and others)
//   send-record.ts   one record sent through the app's API client, and what came of it
//   device.ts        add/edit/remove, the single-flight send, and when it sends on its own
//   recordings.ts    the runs' recordings (Record): kept on this device only, never sent
//   recording-timeline.ts  a recording's cue marks (pure): made as the run goes, read as it plays
export type { PracticeLogAccess } from './access';
export { usePracticeLogAccess } from './access';
export type { DeviceLogEntry, PendingChanges } from './outbox-state';
export { useUnsentEntries, usePendingChanges } from './outbox-state';
export type { PracticeLogDevice, SyncOutcome, UnsentSummary } from './device';
export { practiceLog, sendUnsent, unsentCount, unsentSummary, PRACTICE_LOG_DEVICE_MESSAGES } from './device';
export { OUTBOX_CAP } from './outbox-record';
export { practiceLogKeys } from './keys';
export * from './run-logged';
// a run's recording (Record), kept on this device beside its log: the Coach Kit keeps and plays
// them; the PracticeLog links a logged run to its recording
export * from './recordings';
export * from './recording-timeline';
