// Library items the Library Kit's screens show by a fixed id. The API's seed creates them, so
// no card or link dangles. Ids are 6 characters, like every generated library item id.
import { FIXED_ITEM_IDS, type ToolKey } from './constants';

/** The four items of the 'Build Your Own Library' section of /libraryKit. */
export const BUILD_YOUR_OWN_IDS = ['byo001', 'byo002', 'byo003', 'byo004'] as const;
/** The one popular item of the 'Explore Popular Items' section of /libraryKit. */
export const POPULAR_ITEM_ID = 'pop001';
/** The four tutorials the PracticeLab Info page links to. */
export const PRACTICE_LAB_TUTORIAL_IDS = ['tut001', 'tut002', 'tut003', 'tut004'] as const;
/** Drills for the Coach Kit's 'Drills and Videos' section, one per tool (feature). */
export const COACH_DRILL_IDS = {
  holdOn: 'drl001',
  entryBuddy: 'drl002',
  shapeJam: 'drl003',
  drillDJ: 'drl004',
} as const;

/** A seeded library item a screen links to by name. */
export interface SeedLink {
  id: string;
  type: 'drill' | 'tutorial';
  /** The seeded title (the API's seed tests check each link against it). */
  title: string;
}

const GETTING_STARTED: SeedLink = {
  id: FIXED_ITEM_IDS.gettingStartedHandstander,
  type: 'tutorial',
  title: 'Getting Started: Your First Voice-Guided Session',
};
const STACKED_LINE: SeedLink = {
  id: POPULAR_ITEM_ID,
  type: 'tutorial',
  title: 'The Stacked Line: Wrists, Shoulders, Hips, Feet',
};
const WALL_WALK_UP: SeedLink = {
  id: BUILD_YOUR_OWN_IDS[2],
  type: 'tutorial',
  title: 'Wall Walk-Up: Your First Safe Inversion',
};
const WALL_LINE_HOLD: SeedLink = {
  id: BUILD_YOUR_OWN_IDS[0],
  type: 'drill',
  title: 'Chest-to-Wall Line Hold',
};
const HOLLOW_HOLD: SeedLink = { id: BUILD_YOUR_OWN_IDS[1], type: 'drill', title: 'Hollow Body Hold' };

/** What each Coach Kit tool's info page links to: the tool's seeded drills, then its tutorials. */
export const TOOL_LIBRARY_LINKS = {
  holdOn: [
    { id: COACH_DRILL_IDS.holdOn, type: 'drill', title: 'Timed Wall Holds Toward 60 Seconds' },
    WALL_LINE_HOLD,
    GETTING_STARTED,
    STACKED_LINE,
  ],
  entryBuddy: [
    { id: COACH_DRILL_IDS.entryBuddy, type: 'drill', title: 'Kick-Up Entries With a One-Second Hold' },
    WALL_WALK_UP,
    GETTING_STARTED,
  ],
  shapeJam: [
    {
      id: COACH_DRILL_IDS.shapeJam,
      type: 'drill',
      title: 'Shape Changes at the Wall: Tuck, Straight, Straddle',
    },
    HOLLOW_HOLD,
    STACKED_LINE,
    GETTING_STARTED,
  ],
  drillDJ: [
    { id: COACH_DRILL_IDS.drillDJ, type: 'drill', title: 'Floats, Slides and Switches: Three Wall Drills' },
    WALL_LINE_HOLD,
    WALL_WALK_UP,
    GETTING_STARTED,
  ],
} as const satisfies Record<ToolKey, readonly SeedLink[]>;
