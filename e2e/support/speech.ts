import type { Page } from '@playwright/test';

/** Records every utterance the page speaks (the real speechSynthesis still speaks it). */
export async function recordSpeech(page: Page) {
  await page.addInitScript(() => {
    const said: { text: string; at: number }[] = [];
    (window as unknown as { said: typeof said }).said = said;
    const speak = speechSynthesis.speak.bind(speechSynthesis);
    speechSynthesis.speak = (u: SpeechSynthesisUtterance) => {
      said.push({ text: u.text, at: performance.now() });
      speak(u);
    };
  });
}

/** What the page has spoken so far, in order. */
export const spoken = (page: Page) =>
  page.evaluate(() => (window as unknown as { said: { text: string }[] }).said.map((s) => s.text));
