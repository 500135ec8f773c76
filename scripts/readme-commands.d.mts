/** The README's commands: each `npm …` in a code span, and each `npm …` line of a shell block. */
export function readmeCommands(markdown: string): string[];
/** The pages whose commands the check runs: README.md, then every docs/*.md (sorted). */
export function commandSources(dir?: string): string[];
/** Every command those pages list (README's first), each with the pages that list it. */
export function listedCommands(dir?: string): Map<string, string[]>;
/** What is wrong before anything runs: listed commands the check does not know, and the reverse. */
export function planProblems(listed: string[], sources?: Map<string, string[]>): string[];
