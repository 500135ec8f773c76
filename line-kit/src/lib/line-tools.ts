export interface LineTool {
  slug: 'lineCal' | 'lineAlign' | 'lineTracker';
  name: string;
  pitch: string;
  detail: string;
  /** Not built yet: its page says it is coming. */
  comingSoon: boolean;
}

/** The three Line Kit tools. */
export const LINE_TOOLS: readonly LineTool[] = [
  {
    slug: 'lineCal',
    name: 'LineCal',
    pitch: 'Calibrate your camera to your practice spot.',
    detail:
      'LineCal will help you set up your phone so that the camera sees your whole line from the side, level and at the right distance, every session.',
    comingSoon: true,
  },
  {
    slug: 'lineAlign',
    name: 'LineAlign',
    pitch: 'See how straight your line really is, live or in a photo.',
    detail:
      'LineAlign draws the line from wrists through shoulders, hips and ankles over your handstand, scores it and says what to fix first.',
    comingSoon: false,
  },
  {
    slug: 'lineTracker',
    name: 'LineTracker',
    pitch: 'Track how your line improves over weeks.',
    detail:
      'LineTracker will keep your best lines over time, so you can see your shoulders open and your hips stack as you practise.',
    comingSoon: true,
  },
];
