import {
  CUE_CRAFT_MESSAGES,
  craftShapeProblems,
  type CraftItem,
  type CraftProblem,
  type CraftSequence,
  type CraftStep,
} from '@handyq/domain/cue-craft-rules';
// the engine's entry (a shared singleton), not its files: the page that loads this has it already
import {
  COUNTDOWN_FROM_S,
  CUE_PRIORITY,
  HALFWAY_TEXT,
  PlanBuilder,
  REST_LABEL,
  estimateSpeechMs,
  resolveCollisions,
  toMs,
  type Candidate,
  type CompileOptions,
  type CuePlan,
  type SpeechCue,
} from '..';

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

/**
 * A step a user wrote: `spoken` at its start, then what they chose of a tick each second,
 * 'Halfway' (a step of 4 s or more) and the last `countdownS` seconds counted down, settled by
 * CUE_PRIORITY when they would talk over each other (the words first; a tick never over speech).
 * The display counts down each second.
 */
function timedStep(
  b: PlanBuilder,
  label: string,
  spoken: string,
  seconds: number,
  calls: Pick<CraftStep, 'countdownS' | 'halfway' | 'ticks'>,
): void {
  const durationMs = b.lengthOf(toMs(seconds));
  const start = b.t;
  b.phaseEvent('step', label, durationMs, calls.ticks ? 'ticks' : 'countdown');
  for (let k = 0; k * 1000 < durationMs || k === 0; k++) {
    b.display(start + k * 1000, 'step', label, durationMs - k * 1000, k * 1000);
  }
  b.speak(start, spoken, 'announce');
  const announced = b.textAt(start);
  const cues: Candidate[] = [
    {
      at: start,
      text: announced,
      cue: 'announce',
      priority: CUE_PRIORITY.announce,
      windowMs: b.speechMs(announced),
    },
  ];
  const add = (offsetMs: number, text: string, cue: SpeechCue, priority: number) =>
    cues.push({ at: start + offsetMs, text, cue, priority, windowMs: b.speechMs(text) });
  if (calls.halfway && durationMs >= 4000)
    add(Math.floor(durationMs / 2000) * 1000, HALFWAY_TEXT, 'halfway', CUE_PRIORITY.halfway);
  for (let r = Math.min(calls.countdownS, COUNTDOWN_FROM_S); r >= 1; r--) {
    if (durationMs - r * 1000 > 0) add(durationMs - r * 1000, String(r), 'countdown', CUE_PRIORITY.countdown);
  }
  const kept = resolveCollisions(cues);
  for (const c of kept) if (c.cue !== 'announce') b.speak(c.at, c.text, c.cue);
  if (b.ticks && calls.ticks) {
    const quiet = kept.map((c) => [c.at, c.at + Math.max(1, c.windowMs)] as const);
    for (let k = 1; k * 1000 < durationMs; k++) {
      const at = start + k * 1000;
      if (quiet.every(([from, to]) => at < from || at >= to)) b.events.push({ kind: 'tick', at });
    }
  }
  b.t = start + durationMs;
}

/** One row of a sequence's timeline: what plays, from when, for how long. */
export interface TimelineRow {
  kind: 'getReady' | 'step' | 'rest' | 'tap';
  name: string;
  /** The rounds it is in ('Ladder 2 of 3 · Round 1 of 2'), or null at the top. */
  round: string | null;
  /** Seconds after Start, on the plan's clock (a wait for a tap takes none of it). */
  startS: number;
  /** Null: until the user taps. */
  seconds: number | null;
}

/**
 * What a sequence's run plays, in order, read off its compiled plan (the builder's preview is
 * the run): each phase with its start, its length and its rounds, and the run's whole length.
 */
export function sequenceTimeline(
  seq: CraftSequence,
  options: CompileOptions = {},
): { rows: TimelineRow[]; totalS: number } {
  const plan = compileSequence(seq, options);
  const rows: TimelineRow[] = [];
  // a phase's rounds are those its first display shows (the display after its phase event)
  let named = true;
  for (const e of plan.events) {
    if (e.kind === 'display' && !named) {
      rows[rows.length - 1]!.round = e.display.round;
      named = true;
    }
    if (e.kind !== 'phase' || e.phase === 'done') continue;
    named = false;
    const kind =
      e.phase === 'signal' ? 'tap' : e.phase === 'getReady' || e.phase === 'rest' ? e.phase : 'step';
    rows.push({
      kind,
      name: e.label,
      round: null,
      startS: e.at / 1000,
      seconds: kind === 'tap' ? null : e.durationMs / 1000,
    });
  }
  return { rows, totalS: plan.durationMs / 1000 };
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
    } else timedStep(b, u.step.name, wordsOf(u.step), u.step.durationS, u.step);
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
