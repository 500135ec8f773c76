/** Builds bench/reference into bench/reference/dist unless that build is of the same inputs; answers the folder. */
export function buildReferencePage(): Promise<string>;
/** Serves the built reference page on 127.0.0.1; every path answers the page. */
export function serveReferencePage(): Promise<{ url: string; close: () => Promise<void> }>;
