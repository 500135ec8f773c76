/** A slice of a file, `start` to `end` inclusive (as Content-Range writes it). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * What a `Range` header asks of a file of `size` bytes (RFC 9110 §14):
 * - a ByteRange for one satisfiable `bytes=a-b`, `bytes=a-` or `bytes=-n` (a last byte past
 *   the end is the end; a suffix longer than the file is the whole file);
 * - 'unsatisfiable' when it starts at or past the end (`bytes=500-` of 100 bytes, `bytes=-0`):
 *   answered 416;
 * - undefined for no header, another unit, a malformed one (`bytes=5-3`, `bytes=x`) or several
 *   ranges: the server may ignore a Range it does not serve, and answers the whole file (200).
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (header === undefined) return undefined;
  const spec = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!spec) return undefined;
  const [, first = '', last = ''] = spec;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
