import './zod-config';
import { z } from 'zod';
import {
  CUE_CRAFT_LIMITS as L,
  craftShapeProblems,
  type CraftBlock,
  type CraftDefaults,
  type CraftItem,
  type CraftSequence,
  type CraftStep,
} from '../cue-craft-rules';
import { sequenceLinkParam } from '../shared-favorite';
import { fromBase64Url } from './base64url';

// CueCraft's sequences as the forms, the favorites and the API take them: each field within its
// limits, then the shape checked whole (steps present, no empty block, at most 3 deep, at most
// 3 hours), each problem at the path of what to fix.
// The types, limits and shape rules are @handyq/domain's (cue-craft-rules.ts): no zod needed to read them.

const seconds = (max: number) => z.number().int().min(0).max(max);

export const craftStepSchema: z.ZodType<CraftStep> = z.object({
  kind: z.literal('step'),
  name: z.string().trim().max(L.name),
  durationS: z.number().int().min(1).max(L.stepS).nullable(),
  words: z.string().trim().max(L.words).default(''),
  countdownS: seconds(L.countdownMax).default(0),
  halfway: z.boolean().default(false),
  ticks: z.boolean().default(false),
}) as z.ZodType<CraftStep>;

export const craftBlockSchema: z.ZodType<CraftBlock> = z.lazy(() =>
  z.object({
    kind: z.literal('block'),
    name: z.string().trim().max(L.name).default(''),
    repeat: z.number().int().min(1).max(L.repeat),
    restS: seconds(L.restS).default(0),
    // bounded here too: a hostile body is refused before its shape is walked
    items: z.array(craftItemSchema).max(L.items),
  }),
) as z.ZodType<CraftBlock>;

export const craftItemSchema: z.ZodType<CraftItem> = z.lazy(() =>
  z.union([craftStepSchema, craftBlockSchema]),
) as z.ZodType<CraftItem>;

export const craftSequenceSchema = z
  .object({
    name: z.string().trim().min(1, 'Give the sequence a name.').max(L.name),
    getReadyS: seconds(L.getReadyS).default(5),
    items: z.array(craftItemSchema).max(L.items),
  })
  .superRefine((seq, ctx) => {
    for (const p of craftShapeProblems(seq))
      ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
  }) as z.ZodType<CraftSequence>;

/** CueCraft's settings: each within what the builder offers. */
export const craftDefaultsSchema: z.ZodType<CraftDefaults> = z.strictObject({
  getReadyS: seconds(L.getReadyS),
  stepS: z.number().int().min(1).max(L.stepS),
  countdownS: seconds(L.countdownMax),
  halfway: z.boolean(),
  ticks: z.boolean(),
  repeat: z.number().int().min(1).max(L.repeat),
  restS: seconds(L.restS),
});

// A sequence shared as a link (/cueCoach/cueCraft?sequence=…) and kept as a file: each read back
// through the schema above, a damaged or hostile one refused in words a user can act on.

/** The longest `sequence` link parameter made or read: longer ones go as a file. */
export const SEQUENCE_PARAM_MAX = 12_000;

/** The `sequence` parameter of a share link (URL-safe base64 JSON), or null when too long for one. */
export function sequenceParam(seq: CraftSequence): string | null {
  const param = sequenceLinkParam(seq);
  return param.length > SEQUENCE_PARAM_MAX ? null : param;
}

/** A share link's sequence, checked like any; null when the link is damaged. */
export function readSharedSequence(param: string): CraftSequence | null {
  if (param.length > SEQUENCE_PARAM_MAX || !/^[A-Za-z0-9_-]+$/.test(param)) return null;
  try {
    const parsed = craftSequenceSchema.safeParse(JSON.parse(fromBase64Url(param)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A CueCraft file: one sequence, marked as HandyQ's. */
export interface SequenceFile {
  app: 'HandyQ';
  kind: 'cueCraft';
  version: 1;
  exportedAt: number;
  sequence: CraftSequence;
}

/** The largest file read as a sequence (a sequence at every limit is far smaller). */
export const SEQUENCE_FILE_MAX_BYTES = 200_000;

export const sequenceFile = (sequence: CraftSequence, now = Date.now()): SequenceFile => ({
  app: 'HandyQ',
  kind: 'cueCraft',
  version: 1,
  exportedAt: now,
  sequence,
});

/** 'handyq-cuecraft-wall-ladder-2026-12-07.json' */
export function sequenceFileName(name: string, date = new Date()): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
  return `handyq-cuecraft-${slug ? `${slug}-` : ''}${date.toISOString().slice(0, 10)}.json`;
}

/** Reads a CueCraft file's text: its sequence, or the first problem in words a user can act on. */
export function readSequenceFile(text: string): { sequence: CraftSequence } | { error: string } {
  if (text.length > SEQUENCE_FILE_MAX_BYTES)
    return { error: 'This file is too large to be a CueCraft file.' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: 'This file is not a HandyQ CueCraft file (it is not JSON).' };
  }
  const head = json as Partial<Record<'app' | 'kind' | 'version' | 'sequence', unknown>> | null;
  if (typeof head !== 'object' || head === null || head.app !== 'HandyQ' || head.kind !== 'cueCraft')
    return { error: 'This file is not a HandyQ CueCraft file.' };
  if (head.version !== 1)
    return { error: 'This CueCraft file is from a newer HandyQ: it cannot be read here.' };
  const parsed = craftSequenceSchema.safeParse(head.sequence);
  if (parsed.success) return { sequence: parsed.data };
  const issue = parsed.error.issues[0]!;
  return { error: `The sequence in this file has a problem: ${issue.message}` };
}
