// Library items the Library Kit's screens show by a fixed id. The API's seed creates them, so
// no card or link dangles. Ids are 6 characters, like every generated library item id.

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
