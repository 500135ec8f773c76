import { PlaceholderPage } from '@handyq/shared/web';

/** /cueCoach */
export function CoachIndexPage() {
  return <PlaceholderPage title="Coach Kit">Four voice-guided timers are on their way.</PlaceholderPage>;
}
