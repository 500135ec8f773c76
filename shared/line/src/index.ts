// The handstand line, on the device: a pose model's keypoints (keypoints.ts: COCO's 17 names,
// BlazePose's 33 mapped onto them) turned into what a coach looks at (line.ts), and when a
// camera sees a hold start and end (hold.ts) and its line over time (track.ts), and what a readout says of a reading (words.ts). Pure TypeScript,
// no browser globals: the Line Kit's pages and HoldOn's camera start read it.
export * from './keypoints';
export * from './line';
export * from './hold';
export * from './track';
export * from './words';
export * from './draw';
