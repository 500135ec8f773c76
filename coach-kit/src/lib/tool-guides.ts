import type { ToolKey } from '@handyq/domain';

/** The help each tool's info page gives: what it is for, how to use it, coaching tips. */
export interface ToolGuide {
  what: string;
  steps: string[];
  tips: string[];
}

export const TOOL_GUIDES: Record<ToolKey, ToolGuide> = {
  holdOn: {
    what: 'HoldOn times your handstand holds and talks you through them, so your eyes stay on the floor and not on a screen.',
    steps: [
      'Set the hold time, the number of sets and the rest between them.',
      'With a hold of 10 seconds or more, pick a callout step: every step you hear how long you have held.',
      'Press Start, put the phone down and get ready during the countdown.',
      'Kick up on "1st set". You hear "Halfway" on holds of 30 seconds or more and a countdown of the last 10 seconds.',
      'Pause if you need to reset your hands; Resume picks up where you stopped.',
    ],
    tips: [
      'Pick a hold you can finish with good form: a clean 30 seconds beats a shaky 60.',
      'Rest long enough to start the next set fresh; shoulders and wrists recover more slowly than you think.',
      'Against a wall first, then freestanding with the same times.',
    ],
  },
  entryBuddy: {
    what: 'EntryBuddy drills your entries: kick-ups, tuck or straddle presses, one after another, with a short hold on top.',
    steps: [
      'Choose how many entries per set, how long to hold each one and the pause between entries.',
      'Press Start. On "Up 1" enter the handstand, hold until you hear "Down", come down and wait for the next "Up".',
      'There is no wait after the last entry of a set; between sets you rest.',
    ],
    tips: [
      'Quality over quantity: every entry should look like the best one.',
      'Short holds (1–2 seconds) keep the focus on the entry itself.',
      'Alternate the kicking leg between sets.',
    ],
  },
  shapeJam: {
    what: 'ShapeJam calls shapes while you are up: tuck, straight, straddle, pike, diamond and your own.',
    steps: [
      'Build your sequence: at least two shapes, each with its own hold time.',
      'Press Start and go up on "Handstand up".',
      'Each rep cycles through every shape in order; change shape as soon as you hear its name.',
    ],
    tips: [
      'Start with two neighbouring shapes (tuck and straight) before you add more.',
      'Move slowly between shapes: the transition is the exercise.',
      'Add your own shapes in the tool (custom shapes are kept after the five built-in ones).',
    ],
  },
  drillDJ: {
    what: 'DrillDJ runs the classic balance drills for you: wall slides, floats off the wall and leg switches.',
    steps: [
      'Pick the drill: slide (slide down, hold, slide up), float (float, then "Return") or switch (hold, then switch legs).',
      'Slides and floats can add callout rounds after the reps: "Switch legs" or "Both legs", one after the other.',
      'After the reps of a set DrillDJ waits for you: press Done when you are back on your feet.',
    ],
    tips: [
      'Floats teach you to find balance from the wall: keep the pressure in your fingers.',
      'Keep the switch slow and controlled; the hips stay stacked over the shoulders.',
      'Reset is off while a timed phase ticks, so a stray tap does not end your set.',
    ],
  },
};

/** What each icon in a tool's header does (the same for every tool). */
export const HEADER_ICONS: [icon: string, does: string][] = [
  ['Settings', "Change the tool's ranges and starting values. Saved to your account."],
  ['Info', 'This page.'],
  ['Favorites', 'Open a saved sequence, rename it or delete it (log in first).'],
  ['Save', 'Save the current inputs as a favorite (log in first).'],
  [
    'Record',
    'Film your runs on this device (Pro, or everyone in trial mode): each recording keeps its cues and phases, to watch back and compare.',
  ],
];

/** CueCraft's guide: a session of the user's own. */
export const CUE_CRAFT_GUIDE: ToolGuide = {
  what: 'CueCraft speaks a session you write yourself: a warm-up, a handstand ladder, a drill circuit, each step with your own words, on the same clock as the timers.',
  steps: [
    'Start from one of the starter sequences, or change one into your own.',
    'A step has a name, a duration (or "Until I tap", for something you finish in your own time) and the words said as it starts. Add a countdown of its last seconds, a halfway call or ticks if you like.',
    'Put steps in a block to repeat them: set its rounds and the rest between them (none comes after the last round). Blocks go inside blocks, three deep.',
    'Move a step or block with its arrows, with Alt and the arrow keys, or by dragging its handle. Duplicate it to repeat it with changes.',
    'Check the preview: the total time and every part in order. Then press Start.',
  ],
  tips: [
    'Say the cue you need in that moment, in a few words: "Push tall", not a paragraph. CueCraft tells you when words take longer to say than their step lasts.',
    'Use "Until I tap" for walk-ups and entries, so the clock waits for you instead of rushing you.',
    'Rest between rounds long enough to start the next one fresh.',
  ],
};

/** CueCraft's header, in its order. */
export const CUE_CRAFT_ICONS: [icon: string, does: string][] = [
  ['Share and keep', 'Share the sequence as a link, or save it as a file and open one.'],
  ['Settings', 'Choose what a blank sequence, a new step and a new block start with. Saved to your account.'],
  ['Info', 'This page.'],
  ['Favorites', 'Open a saved sequence, rename it, share it or delete it (log in first).'],
  ['Save', 'Save the sequence as a favorite (log in first).'],
  HEADER_ICONS.find(([icon]) => icon === 'Record')!,
];
