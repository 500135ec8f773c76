// What HoldOn's camera start says, by where the run is (the page and its tests read them here).
export const CAMERA_START_TEXTS = {
  fallback: 'HoldOn runs on its timer instead.',
  starting: 'Starting the camera…',
  loading: 'Loading the pose model…',
  ready: 'Press Start, then kick up: the camera starts each hold.',
  waiting: 'Kick up: the hold starts when the camera sees you upside down.',
  holding: 'Upside down: holding.',
  timed: 'Holding: the hold ends when the camera sees you come down.',
  between: 'The next hold starts when the camera sees you kick up.',
  away: 'The camera cannot see you: step back until your whole body is in view.',
} as const;
