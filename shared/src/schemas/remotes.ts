import { z } from 'zod';

/** One kit in remotes.json: its manifest URL and an optional canary rollout. */
export const remoteEntrySchema = z.object({
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]*$/),
  entry: z.string().min(1),
  canary: z.object({ entry: z.string().min(1), percent: z.number().min(0).max(100) }).optional(),
});
export const remotesConfigSchema = z.array(remoteEntrySchema);
export type RemoteEntry = z.infer<typeof remoteEntrySchema>;
export type RemotesConfig = z.infer<typeof remotesConfigSchema>;

/** Staged rollout: a device in bucket [0,100) takes the canary when bucket < percent. */
export function chooseEntry(remote: RemoteEntry, bucket: number): string {
  return remote.canary && bucket < remote.canary.percent ? remote.canary.entry : remote.entry;
}
