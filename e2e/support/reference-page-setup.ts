import { buildReferencePage } from '../../bench/lib/reference-page.cjs';

/**
 * Global setup: the main-thread budgets' reference page (bench/reference), built before the
 * workers start. Built in the budgets' own setup, beside four browsers starting, it took its
 * whole two-minute ceiling on a slow machine; here it costs a few seconds, once (kept while its
 * inputs are the same).
 */
export default async function buildReference(): Promise<void> {
  await buildReferencePage();
}
