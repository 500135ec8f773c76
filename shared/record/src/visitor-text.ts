/**
 * What a visitor who presses Record is told: apart from Record's other texts (./texts), so a tool
 * page's first load, which asks `mayRecord` when Record is pressed, carries none of those.
 */
export const RECORD_VISITOR_MSG = 'Log in to record your runs.';
