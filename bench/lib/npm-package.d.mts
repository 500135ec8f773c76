/** The unpacked root of `spec` (name@exact-version), fetched once with `npm pack` into the temp dir. */
export function npmPackage(spec: string): string;
