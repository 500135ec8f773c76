/** A benchmark's option `--name value` or `--name=value` (undefined when not given). */
export function arg(name) {
  const argv = process.argv.slice(2);
  const at = argv.indexOf(`--${name}`);
  if (at >= 0) return argv[at + 1];
  return argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** A benchmark's whole-number option `--name N` (≥ 1), or `fallback` when not given. */
export function wholeArg(name, fallback) {
  const v = arg(name);
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${name}: a whole number ≥ 1`);
  return n;
}
