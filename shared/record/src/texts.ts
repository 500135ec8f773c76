import { RECORD_VISITOR_MSG } from './visitor-text';
// What Record says (the page, its parts and their tests read them here).
export const RECORD_TEXTS = {
  button: 'Record',
  visitor: RECORD_VISITOR_MSG,
  ready: 'The camera is ready: this run is recorded from its first cue to Done.',
  starting: 'Starting the camera…',
  recording: 'Recording',
  saving: 'Keeping the recording on this device…',
  cameraFallback: 'This run is not recorded; the timer runs as always.',
  unsupported: 'This browser cannot record video. The timer runs as always, without a recording.',
  full: 'There is no room left on this device for the recording. The run is still in your log; delete old recordings to make room.',
  empty:
    'This browser recorded nothing of this run, so there is no recording of it. The run is still in your log.',
  notKept: 'The recording could not be kept on this device. The run is still in your log.',
  kept: 'Kept on this device: it is never sent anywhere.',
  yours: 'Your recordings',
  none: 'No recordings of this timer yet.',
  watch: 'Watch',
  /** Choose two to watch side by side. */
  compare: 'Compare',
  delete: 'Delete',
  save: 'Save to device',
  deleteAll: 'Delete all',
  deleteAllQuestion: 'Delete all your recordings of this timer?',
  deleteAllWhat: 'They are kept only on this device: once deleted they are gone.',
  allDeleted: 'All recordings of this timer deleted',
  deleted: 'Recording deleted',
  gone: 'This recording is no longer on this device.',
  playing: 'Now',
  whichCamera: 'Which camera',
  /** Playback: the line the camera start read, drawn over the video. */
  showLine: 'Show the line',
  /** Share a recording: as a Library item's video. */
  attach: 'Add to a Library item',
  attachTo: 'Add it to which item?',
  attachWhat:
    'It is uploaded as the item’s video, and shown once the item is saved and, if you share it, reviewed. Only your private items can take it.',
  newItem: 'A new item',
  itemsFailed: 'Your items could not be listed. You can still add it to a new item.',
  uploaded: 'Video uploaded successfully!',
  uploadFailed: 'Video upload failed.',
  front: 'Front camera',
  back: 'Back camera',
  /** A recording opened from its link (the PracticeLog's). */
  opened: 'Your recording of this run',
  notHere: 'This recording is not on this device: recordings are kept only where they were made.',
  close: 'Close the recording',
  notHereOk: 'OK',
} as const;

/** What the recordings' list says instead on a workout's page (its recordings are the workout's). */
export const RECORD_WORKOUT_TEXTS = {
  none: 'No recordings of this workout yet.',
  deleteAllQuestion: 'Delete all your recordings of this workout?',
  allDeleted: 'All recordings of this workout deleted',
  /** A workout's recording, as playback names it when it has no title. */
  name: 'Workout',
} as const;
