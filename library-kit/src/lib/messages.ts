// The Library Kit's fixed texts that more than one screen shows.

export const OFFLINE_NO_CACHE =
  "You're offline and no data is cached yet. Please connect to the internet to load content.";
export const OFFLINE_NO_MATCH = "You're offline and no items match your filters.";
export const OFFLINE_TRY_AGAIN = "You're offline. Please connect to the internet and try again.";
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
