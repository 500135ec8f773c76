// The library items every HandyQ starts with (the screens link to them by id): the API adds any
// missing one at start (api/src/library/library-seed.ts), and the demo starts its local library
// with the same rows (shared/demo/src).
import { FIXED_ITEM_IDS } from './constants';
import {
  BUILD_YOUR_OWN_IDS,
  COACH_DRILL_IDS,
  POPULAR_ITEM_ID,
  PRACTICE_LAB_TUTORIAL_IDS,
} from './library-seed-ids';
import {
  authorInfoSchema,
  type ITEM_FEATURES,
  type ItemType,
  type LibraryItemFields,
} from './schemas/library';
import { paths } from './routes';
import type { CraftSequence } from './cue-craft-rules';
import { WALL_LADDER } from './cue-craft-starters';

type ItemFeature = (typeof ITEM_FEATURES)[number];
type ItemBody = LibraryItemFields['body'];

/** A seeded item as written here; the API turns it into a row owned by the first admin. */
export interface SeedItem {
  id: string;
  type: ItemType;
  feature: ItemFeature;
  title: string;
  description: string;
  body: ItemBody;
  tags: string[];
  /** Ids of seeded tutorials shown under Related Tutorials. */
  links?: string[];
  /** A drill's CueCraft sequence. */
  sequence?: CraftSequence;
}

const [byoWallHold, byoHollow, byoWalkUp, byoDaily] = BUILD_YOUR_OWN_IDS;
const [tutDrill, tutWorkout, tutTags, tutPublish] = PRACTICE_LAB_TUTORIAL_IDS;

/** Paragraphs joined by a blank line. */
const text = (...paragraphs: string[]) => paragraphs.join('\n\n');

/**
 * The fixed public items the screens link to (shared/domain/src/library-seed-ids.ts and
 * FIXED_ITEM_IDS), oldest first. Changing an entry here does not change an item already seeded:
 * the seed only adds missing items (admins may edit the seeded ones).
 */
export const SEED_ITEMS: SeedItem[] = [
  // Getting Started (/getting-started) and the tool info pages.
  {
    id: FIXED_ITEM_IDS.gettingStartedHandstander,
    type: 'tutorial',
    feature: 'holdOn',
    title: 'Getting Started: Your First Voice-Guided Session',
    description: 'Set up a timer, pick a voice, save a favorite and run your first session in five minutes.',
    body: text(
      "HandyQ's timers talk, so your eyes can stay between your hands instead of on a screen. This walk-through sets up your first session.",
      '1. Warm up your wrists. On all fours, rock forward and back over your hands for 30 seconds, then turn your fingers to the sides and to your knees and rock again. Finish with ten plank shoulder shrugs: push the floor away, then let the chest sink. Cold wrists end more practices than anything else.',
      '2. Choose a voice. In your profile, General Settings, pick a Voice Style you can understand from across the room.',
      '3. Open the Coach Kit and choose HoldOn. It times static holds: a get-ready count, your hold, and a rest between sets. New to handstands? Start at the wall with 3 sets of 20 to 30 seconds and 60 seconds of rest. The voice says "Halfway" on holds of 30 seconds or more and counts down the last ten seconds.',
      '4. Save it as a favorite, for example "Wall 3x30". Next time it is one tap away, and it can become a step of a workout.',
      '5. Put the phone where you can hear it, press start and go up when the count ends. Come down as soon as your shape falls apart: ten good seconds teach more than thirty sagging ones.',
      'When that feels easy, try EntryBuddy for kick-ups and ShapeJam for shape changes, and keep your own drills in the PracticeLab.',
    ),
    tags: ['getting started', 'beginner', 'holdon', 'timer'],
    links: [byoWalkUp, POPULAR_ITEM_ID],
  },
  {
    id: FIXED_ITEM_IDS.gettingStartedTeacher,
    type: 'tutorial',
    feature: '',
    title: 'Getting Started as a Teacher: Build and Share Your Drills',
    description: 'Turn the drills you teach into library items your students can open, time and follow.',
    body: text(
      'The PracticeLab is where your drills, tutorials and workouts live. Everything you add is private until you publish it, so you can build your library at your own pace.',
      '1. Add an item with the upload button in the PracticeLab. Pick its type: a drill (one exercise with a clear dose), a tutorial (how to learn a skill) or a workout (a sequence of your saved timer favorites).',
      '2. Link it to a timer. Choose the feature your students should use with it (HoldOn, EntryBuddy, ShapeJam or DrillDJ) and say in the body which settings to use.',
      '3. Write it so a student can follow it alone: the setup, two or three cues, the dose, an easier and a harder version, and how to come down safely.',
      '4. Add tags (they make it findable in search), related tutorials and photos or videos. Under author info, choose what of your profile to show: your name, picture, links and bio.',
      '5. Press Publish when it is ready. An admin reviews it; once approved it is public for everyone. Public items cannot be edited, so read it through once more before you publish.',
    ),
    tags: ['getting started', 'teacher', 'practicelab', 'publish'],
    links: [tutDrill, tutWorkout, tutPublish],
  },

  // PracticeLab info: one tutorial per thing a library holds, and publishing.
  {
    id: tutDrill,
    type: 'tutorial',
    feature: '',
    title: 'How to Write a Drill Anyone Can Follow',
    description: 'Purpose, setup, cues, dose and progressions: the six parts of a useful drill.',
    body: text(
      'A good drill entry lets someone who has never met you do the exercise safely and get the point of it. Give it these parts:',
      '- Purpose: one sentence on what it trains. "Builds the straight line and shoulder push for a freestanding hold."',
      '- Setup: where the hands go, how far from the wall, what to look at. Distances beat adjectives: "hands one hand-length from the wall".',
      '- Cues: two or three, no more. "Push the floor away", "ribs in", "squeeze the legs together".',
      '- Dose: sets, time or reps, and rest, in the numbers the timer uses. "HoldOn: 3 sets of 30 seconds, 60 seconds rest."',
      '- Progressions: an easier version for a bad day and a harder one for when the dose feels easy.',
      '- Safety: how to come down, and when to stop (sharp wrist pain, dizziness, or form breaking down).',
      'Then choose the feature that times it, so the item opens next to the right tool, and add a photo of the setup if you can: one picture saves a paragraph.',
    ),
    tags: ['practicelab', 'drill', 'writing', 'coaching'],
    links: [tutTags, tutPublish],
  },
  {
    id: tutWorkout,
    type: 'tutorial',
    feature: '',
    title: 'Building a Workout From Your Favorites',
    description: 'Chain saved timer favorites into a session that runs from warm-up to the last drill.',
    body: text(
      'A workout is a list of steps, each one a timer tool and one of your saved favorites for it. Opening a step starts that tool with the favorite loaded, so a whole session is a few taps.',
      'A balanced 20-minute handstand session:',
      '1. Wrists and shoulders, 4 minutes: wrist rocks, plank shrugs, a short hollow body hold.',
      '2. Holds with HoldOn, 5 minutes: 3 sets of wall or freestanding holds at a time you can hold with a good line.',
      '3. Entries with EntryBuddy, 5 minutes: 2 or 3 sets of 5 kick-ups with a short hold, resting between sets.',
      '4. Shapes or drills with ShapeJam or DrillDJ, 5 minutes: shape changes, floats or slides at the wall.',
      '5. Cool down: forearm and wrist stretches.',
      'Put the hardest skill early, while you are fresh, and the conditioning at the end. Save each step as a favorite with a name that says what it is ("Wall 3x30", "Kicks 5x3") before you build the workout. Once saved, a workout stays a workout: its type cannot change.',
    ),
    tags: ['practicelab', 'workout', 'favorites', 'programming'],
    links: [tutDrill],
  },
  {
    id: tutTags,
    type: 'tutorial',
    feature: '',
    title: 'Tags, Links and Search in the PracticeLab',
    description: 'Name and tag your items so you and others find them again in seconds.',
    body: text(
      'Search looks at the title and the tags, ignoring upper and lower case, so those two fields decide whether an item is found.',
      '- Titles: say what it is, not what it is for you. "Chest-to-wall line hold" beats "Tuesday drill".',
      '- Tags: a few lowercase words a person would search for: the skill (handstand, press), the body part (wrists, shoulders), the level (beginner) and the equipment (wall, blocks). Filtering by several tags shows only items that have all of them.',
      '- Related tutorials: link a drill to the tutorial that explains the skill behind it. You can link public tutorials and your own.',
      '- External links: a video or an article you trust, with a label that says what it is.',
      'The list sorts by newest or A to Z, and the filters (type, feature, tags, author) are kept in the page address, so a filtered list can be bookmarked or shared.',
    ),
    tags: ['practicelab', 'tags', 'search', 'organising'],
    links: [tutDrill],
  },
  {
    id: tutPublish,
    type: 'tutorial',
    feature: '',
    title: 'Publishing to the Community: How Review Works',
    description: 'From private to public: what Publish does, what reviewers look for and how to unpublish.',
    body: text(
      'Every item starts private: only you (and the admins) can see it. When you want to share it, open it and press Publish.',
      '1. Publish sends it for review. It shows "Awaiting Review" and cannot be edited or deleted while it waits.',
      '2. An admin reads it. Approved, it becomes public and everyone can find it. Not approved, it goes back to private with a note in your notifications saying why; fix it and publish again.',
      'What reviewers check: the setup and dose are clear enough to follow alone; there is a safe way down; the type and feature are right; the photos and videos are yours to share; and nothing personal is shown that you did not mean to share.',
      'Public items cannot be edited or deleted. To change one, it has to be unpublished first, so take the extra minute to proofread before pressing Publish.',
    ),
    tags: ['practicelab', 'publish', 'review', 'community'],
    links: [tutDrill],
  },

  // Library Kit index: Explore Popular Items.
  {
    id: POPULAR_ITEM_ID,
    type: 'tutorial',
    feature: 'holdOn',
    title: 'The Stacked Line: Wrists, Shoulders, Hips, Feet',
    description:
      'Why a straight handstand is easier to hold than a banana, and how to build it from the hands up.',
    body: text(
      'A handstand is easiest to hold when the joints are stacked: wrists under shoulders, shoulders under hips, hips under feet. Then the bones carry the weight and the muscles only steer.',
      'Build it from the floor up:',
      '- Hands: shoulder-width, fingers spread, index fingers pointing forward. Weight a little in the fingers, not in the heel of the hand: the fingers are your brakes.',
      '- Shoulders: fully open and pushing tall, arms by the ears. Think of pushing the floor away and shrugging toward the ears.',
      '- Ribs and pelvis: ribs in, tailbone tucked slightly, like a hollow body hold. This removes the arch in the lower back.',
      '- Legs: together, squeezed, toes pointed and reaching for the ceiling.',
      'Check it: film yourself from the side at the wall. A plumb line from wrist to ankle should pass through the shoulder and the hip. Most beginners have closed shoulders and an arched back; the chest-to-wall hold fixes both.',
      'Practise with short, good holds timed by HoldOn: 20 to 30 seconds, stopping when the line breaks.',
    ),
    tags: ['line', 'alignment', 'shoulders', 'handstand', 'beginner'],
    links: [byoWalkUp],
  },

  // Library Kit index: Build Your Own Library.
  {
    id: byoWallHold,
    type: 'drill',
    feature: 'holdOn',
    title: 'Chest-to-Wall Line Hold',
    description: 'The hold that teaches a straight line: belly to the wall, shoulders open, legs squeezed.',
    body: text(
      'Purpose: teaches the stacked line and the shoulder push of a freestanding handstand.',
      'Setup: stand with your back to the wall, hands on the floor about a hand-length from it. Walk your feet up the wall and your hands in until your chest and thighs nearly touch the wall and your body is straight.',
      'Cues: push the floor away; ribs in; squeeze the legs; only the toes touch the wall.',
      'Dose (HoldOn): 3 sets of 20 to 45 seconds, 60 to 90 seconds of rest.',
      'Easier: hands further from the wall, or shorter holds. Harder: hands closer, then take one foot off the wall, then both for a few seconds.',
      'Coming down: walk the hands out and the feet down, or turn out to one side. Stop if your wrists hurt sharply.',
    ),
    tags: ['wall', 'hold', 'line', 'shoulders', 'beginner'],
    links: [POPULAR_ITEM_ID, byoWalkUp],
    sequence: WALL_LADDER,
  },
  {
    id: byoHollow,
    type: 'drill',
    feature: 'holdOn',
    title: 'Hollow Body Hold',
    description: 'The handstand shape, lying down: the core strength that keeps your back from arching.',
    body: text(
      'Purpose: the straight handstand is a hollow body upside down. This drill builds the strength to keep the lower back flat and the ribs in.',
      'Setup: lie on your back, press the lower back into the floor, lift the shoulders and legs a little, arms by the ears.',
      'Cues: lower back glued to the floor; ribs down; legs long and squeezed; chin slightly tucked.',
      'Dose (HoldOn): 3 sets of 20 to 40 seconds, 60 seconds of rest.',
      'Easier: bend the knees (tuck hollow) or bring the arms down by the hips. Harder: lower the legs and arms closer to the floor, or rock gently in the shape.',
      'Stop the set as soon as the lower back lifts off the floor.',
    ),
    tags: ['core', 'hollow', 'conditioning', 'beginner'],
    links: [POPULAR_ITEM_ID],
  },
  {
    id: byoWalkUp,
    type: 'tutorial',
    feature: '',
    title: 'Wall Walk-Up: Your First Safe Inversion',
    description: 'Get upside down without kicking: walk up the wall and learn to come down calmly.',
    body: text(
      'The wall walk-up gets you upside down under control, with no kick and no fear of falling over, and it teaches you to come down calmly.',
      '1. Start in a plank with your feet against the wall.',
      '2. Walk your feet up the wall one step at a time while walking your hands toward it. Keep the arms straight and push the floor away.',
      '3. Stop when your hips are over your shoulders, or earlier if that is enough for today. Hold for a few breaths.',
      '4. Come down the same way: walk the hands out and the feet down, one step at a time. Never just let go.',
      'Do 3 to 5 walk-ups with a rest in between. When you can hold 30 seconds with the hands a hand-length from the wall, move on to the chest-to-wall line hold and to kick-ups.',
      'Stop if your wrists or shoulders hurt sharply, or you feel dizzy. Warm up the wrists first.',
    ),
    tags: ['wall', 'beginner', 'inversion', 'safety'],
    links: [POPULAR_ITEM_ID],
  },
  {
    id: byoDaily,
    type: 'workout',
    feature: '',
    title: 'Ten-Minute Daily Handstand Practice',
    description:
      'Warm up your wrists first, then run the four timers in order: HoldOn for wall holds, EntryBuddy for kick-ups, ShapeJam for tuck and straight shapes, DrillDJ for wall drills. Each step opens the tool with its default settings; save your own favorites and build your own version.',
    body: [
      { feature: 'holdOn', favoriteName: '' },
      { feature: 'entryBuddy', favoriteName: '' },
      { feature: 'shapeJam', favoriteName: '' },
      { feature: 'drillDJ', favoriteName: '' },
    ],
    tags: ['workout', 'daily', 'beginner'],
    links: [tutWorkout],
  },

  // Coach Kit: Drills and Videos, one per tool.
  {
    id: COACH_DRILL_IDS.holdOn,
    type: 'drill',
    feature: 'holdOn',
    title: 'Timed Wall Holds Toward 60 Seconds',
    description: 'A simple plan to grow your wall hold by five seconds at a time without losing the line.',
    body: text(
      'Purpose: builds the endurance and the shoulder push that a freestanding hold needs.',
      'Setup: chest to the wall (the better line) or back to the wall (easier to get into), hands shoulder-width.',
      'Dose (HoldOn): 3 sets, 60 to 90 seconds of rest. Start with a time you can hold with good form, for example 20 seconds. When all three sets feel solid, add 5 seconds next session. Use a callout step of 10 to hear the time as you go.',
      'Cues: push tall; ribs in; press the toes lightly to the wall instead of leaning on it.',
      'Stop a set early when the shoulders sink or the back arches: the goal is 60 seconds of a good line, not 60 seconds upside down.',
    ),
    tags: ['wall', 'hold', 'endurance', 'holdon'],
    links: [POPULAR_ITEM_ID],
  },
  {
    id: COACH_DRILL_IDS.entryBuddy,
    type: 'drill',
    feature: 'entryBuddy',
    title: 'Kick-Up Entries With a One-Second Hold',
    description: 'Many short, consistent kick-ups teach the entry faster than a few long attempts.',
    body: text(
      'Purpose: a consistent, quiet kick-up that arrives stacked instead of crashing into the wall.',
      'Setup: a wall behind you as a safety net, hands about 20 cm from it. Lunge, hands down, kick with the straight back leg and follow with the other.',
      'Dose (EntryBuddy): 5 entries, hold 1 second, 2 seconds between entries, 3 sets. The voice says "Up 1" when you go and "Down" when you come back.',
      'Cues: look between the hands; keep the arms straight; kick with the hips, not the knee; bring the legs together at the top.',
      'Bail: away from the wall, turn one hand out and step down to the side (a cartwheel). Practise the bail before you need it.',
      'When you can touch the wall lightly every time, try it away from the wall and aim to arrive and hold without touching anything.',
    ),
    tags: ['kick-up', 'entry', 'consistency', 'entrybuddy'],
    links: [byoWalkUp],
  },
  {
    id: COACH_DRILL_IDS.shapeJam,
    type: 'drill',
    feature: 'shapeJam',
    title: 'Shape Changes at the Wall: Tuck, Straight, Straddle',
    description: 'Move the legs while the hands and shoulders stay still: the control behind every shape.',
    body: text(
      'Purpose: learn to move the legs without losing the base, so the hands and shoulders stay steady while the shape changes.',
      'Setup: chest to the wall, or freestanding once your hold is steady.',
      'Dose (ShapeJam): shapes tuck and straight, hold 2 seconds each, 3 to 5 rounds, 2 sets. Add straddle, then pike, as they get smooth.',
      'Cues: shoulders stay open and pushing through every shape; move slowly; the hips stay over the hands while the legs move.',
      'Common faults: the back arching in the straddle (ribs in), and the shoulders closing in the tuck (keep pushing tall).',
    ),
    tags: ['shapes', 'tuck', 'straddle', 'control', 'shapejam'],
    links: [POPULAR_ITEM_ID],
  },
  {
    id: COACH_DRILL_IDS.drillDJ,
    type: 'drill',
    feature: 'drillDJ',
    title: 'Floats, Slides and Switches: Three Wall Drills',
    description: 'The three DrillDJ drills, done chest to the wall: balance, control and leg work.',
    body: text(
      'All three start from a chest-to-wall handstand with the hands a hand-length from the wall.',
      '- Float: pull the toes off the wall and balance on your fingers for a few seconds, then return the toes. It teaches the finger pressure that saves an overbalance.',
      '- Slide: slide the feet down the wall into a pike, hold, then slide back up to straight. It builds control and compression while the shoulders stay tall.',
      '- Switch: split the legs, one toe on the wall and one away, and switch them on the call. It trains the legs to move without moving the base.',
      'Dose (DrillDJ): 5 reps per set, 2 or 3 sets of one drill. After the reps DrillDJ can add extra callout rounds: "Switch legs" and "Both legs".',
      'Stop a set when the shoulders sink or the back arches.',
    ),
    tags: ['wall', 'float', 'slide', 'switch', 'drilldj'],
    links: [byoWalkUp, POPULAR_ITEM_ID],
  },
];

/** When the seeded items were "made": fixed, so every database holds the same rows. */
export const SEED_CREATED_AT = Date.UTC(2026, 0, 1);

/** What the seeded items show of their author: 'HandyQ' and a line about the team. */
const SEED_AUTHOR_INFO = authorInfoSchema.parse({
  shareFullname: true,
  shareBio: true,
  bio: 'The HandyQ team: handstand practitioners and coaches who write the starter library.',
});

/** A seeded item as stored: its fields, public, owned by `ownerId`, version 1. */
export interface SeedItemRow extends LibraryItemFields {
  id: string;
  status: 'public';
  ownerId: string;
  createdAt: number;
  msgs: never[];
  version: number;
}

/** The rows for SEED_ITEMS, owned by `ownerId`: public, version 1, links labelled with their titles. */
export function seedItemRows(ownerId: string, items: SeedItem[] = SEED_ITEMS): SeedItemRow[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return items.map((item, i) => ({
    id: item.id,
    title: item.title,
    type: item.type,
    feature: item.feature,
    description: item.description,
    body: item.body,
    tags: item.tags,
    links: (item.links ?? []).map((id) => {
      const target = byId.get(id);
      if (target?.type !== 'tutorial')
        throw new Error(`Seed item ${item.id} links ${id}, not a seeded tutorial`);
      return { url: paths.item(id), label: target.title };
    }),
    externalLinks: [],
    videoData: [],
    imgData: [],
    authorInfo: SEED_AUTHOR_INFO,
    sequence: item.sequence ?? null,
    status: 'public' as const,
    ownerId,
    createdAt: SEED_CREATED_AT + i * 60_000,
    msgs: [],
    version: 1,
  }));
}
