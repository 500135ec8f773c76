// The Library Kit's fixed texts that more than one screen shows.

export { OFFLINE_NO_CACHE, OFFLINE_MESSAGE as OFFLINE_TRY_AGAIN } from '@handyq/web';
export const OFFLINE_NO_MATCH = "You're offline and no items match your filters.";
export const EMPTY_LIST = 'No content saved yet';

/** Type names as the screens show them. */
export const TYPE_LABELS: Record<string, string> = {
  drill: 'Drill',
  tutorial: 'Tutorial',
  workout: 'Workout',
};

export const STATUS_LABELS: Record<string, string> = {
  private: 'Private',
  pending: 'Pending',
  public: 'Public',
};
