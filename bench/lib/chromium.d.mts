export const CHROMIUM_PATH: string;
export const TEST_BROWSER_PATH: string;
export const CHROMIUM_FLAGS: string[];
export function speechSetup(): { args: string[]; env: Record<string, string> } | null;
export function startSpeechDaemon(speech: {
  args: string[];
  env: Record<string, string>;
}): Promise<() => void>;
