/** A benchmark's option `--name value` or `--name=value` (undefined when not given). */
export function arg(name) {
  const argv = process.argv.slice(2);
  const at = argv.indexOf(`--${name}`);
  if (at >= 0) return argv[at + 1];
  return argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}
