import {
  CUE_CRAFT_MESSAGES,
  craftShapeProblems,
  type CraftItem,
  type CraftProblem,
  type CraftSequence,
  type CraftStep,
} from '@handyq/domain';
import { PlanBuilder, REST_LABEL } from '../builder';
import { estimateSpeechMs } from '../format';
import type { CompileOptions, CuePlan } from '../types';

/** What plays, in order: a block's rounds laid out one after another, with their rests. */
type Unit =
  | { kind: 'step'; step: CraftStep; round: string | null }
  | { kind: 'rest'; seconds: number; round: string | null };

/** 'Round 2 of 3', or the block's own name: 'Ladder 2 of 3'. */
const roundLabel = (name: string, round: number, of: number) => `${name.trim() || 'Round'} ${round} of ${of}`;

function layOut(items: readonly CraftItem[], rounds: readonly string[]): Unit[] {
  const units: Unit[] = [];
  const round = rounds.length ? rounds.join(' · ') : null;
  for (const item of items) {
    if (item.kind === 'step') {
      units.push({ kind: 'step', step: item, round });
      continue;
    }
    for (let r = 1; r <= item.repeat; r++) {
      const inner = [...rounds, roundLabel(item.name, r, item.repeat)];
      units.push(...layOut(item.items, inner));
      // rest between rounds, not after the last
      if (r < item.repeat && item.restS > 0)
        units.push({ kind: 'rest', seconds: item.restS, round: inner.join(' · ') });
    }
  }
  return units;
}

/** What a step says as it starts: its words, or its name. */
export const wordsOf = (step: Pick<CraftStep, 'name' | 'words'>) => step.words.trim() || step.name.trim();

/**
 * A CueCraft sequence compiled to the cue engine's plan, as the tools' are: the get-ready count,
 * then each step (its words spoken at its start, then its ticks, 'Halfway' and last seconds as
 * chosen), a step 'until I tap' waiting for the user, each block's rounds one after another with
 * a rest between rounds (not after the last), then the end. Each phase shows the round it is in
 * ('Ladder 2 of 3 · Round 1 of 2') and the step that comes next. Pausable, like HoldOn.
 */
export function compileSequence(seq: CraftSequence, options: CompileOptions = {}): CuePlan {
  const units = layOut(seq.items, []);
  const b = new PlanBuilder('cueCraft', 1, { ...options, pausable: true });
  const nextStep = (from: number) => {
    const u = units.slice(from).find((x) => x.kind === 'step');
    return u?.kind === 'step' ? { set: 1, label: u.step.name } : null;
  };
  b.ctx.next = nextStep(0);
  b.getReady(seq.getReadyS);
  units.forEach((u, i) => {
    b.ctx.round = u.round;
    b.ctx.next = nextStep(i + 1);
    if (u.kind === 'rest') b.roundTimer('rest', REST_LABEL, u.seconds);
    else if (u.step.durationS === null) {
      // its words are heard, then the run waits for the tap
      b.speak(b.t, wordsOf(u.step), 'announce');
      b.waitForSignal(u.step.name);
    } else b.step(u.step.name, wordsOf(u.step), u.step.durationS, u.step);
  });
  b.done();
  return b.build();
}

/**
 * Everything wrong with a sequence, each at the path of what to fix: its shape (no steps, an
 * empty block, too deep, over 3 hours: @handyq/domain) and any step whose words take longer to
 * say than the step lasts, at `speechRate` (the voice's pace, 1 normal).
 */
export function sequenceProblems(seq: CraftSequence, speechRate = 1): CraftProblem[] {
  const problems = craftShapeProblems(seq);
  const rate = speechRate > 0 ? speechRate : 1;
  const walk = (items: readonly CraftItem[], path: (string | number)[]) =>
    items.forEach((item, i) => {
      if (item.kind === 'block') return walk(item.items, [...path, i, 'items']);
      if (item.durationS !== null && estimateSpeechMs(wordsOf(item)) / rate > item.durationS * 1000)
        problems.push({ path: [...path, i, 'words'], message: CUE_CRAFT_MESSAGES.wordsTooLong });
    });
  walk(seq.items, ['items']);
  return problems;
}
