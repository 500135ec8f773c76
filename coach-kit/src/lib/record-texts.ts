// What Record says (the page, its parts and their tests read them here).
export const RECORD_TEXTS = {
  button: 'Record',
  visitor: 'Log in to record your runs.',
  ready: 'The camera is ready: this run is recorded from its first cue to Done.',
  starting: 'Starting the camera…',
  recording: 'Recording',
  saving: 'Keeping the recording on this device…',
  cameraFallback: 'This run is not recorded; the timer runs as always.',
  unsupported: 'This browser cannot record video. The timer runs as always, without a recording.',
  full: 'There is no room left on this device for the recording. The run is still in your log; delete old recordings to make room.',
  notKept: 'The recording could not be kept on this device. The run is still in your log.',
  kept: 'Kept on this device: it is never sent anywhere.',
  yours: 'Your recordings',
  none: 'No recordings of this timer yet.',
  watch: 'Watch',
  /** Choose two to watch side by side. */
  compare: 'Compare',
  delete: 'Delete',
  deleted: 'Recording deleted',
  playing: 'Now',
} as const;
