import './zod-config';
import { z } from 'zod';
import {
  CUE_CRAFT_LIMITS as L,
  craftShapeProblems,
  type CraftBlock,
  type CraftItem,
  type CraftSequence,
  type CraftStep,
} from '../cue-craft-rules';

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
