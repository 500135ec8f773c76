/** The README's commands: each `npm …` in a code span, and each `npm …` line of a shell block. */
export function readmeCommands(markdown: string): string[];
/** What is wrong before anything runs: README commands the check does not know, and the reverse. */
export function planProblems(listed: string[]): string[];
