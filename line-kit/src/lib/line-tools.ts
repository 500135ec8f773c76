export interface LineTool {
  slug: 'lineCal' | 'lineAlign' | 'lineTracker';
  name: string;
  pitch: string;
}

/** The three Line Kit tools. */
export const LINE_TOOLS: readonly LineTool[] = [
  {
    slug: 'lineCal',
    name: 'LineCal',
    pitch: 'Calibrate your camera to your practice spot.',
  },
  {
    slug: 'lineAlign',
    name: 'LineAlign',
    pitch: 'See how straight your line really is, live or in a photo.',
  },
  {
    slug: 'lineTracker',
    name: 'LineTracker',
    pitch: 'Your line over each hold, kept in your PracticeLog.',
  },
];
