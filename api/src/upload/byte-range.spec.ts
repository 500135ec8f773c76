import { parseByteRange } from './byte-range';

describe(parseByteRange.name, () => {
  it('reads a closed, an open-ended and a suffix range', () => {
    expect(parseByteRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange('bytes=10-10', 100)).toEqual({ start: 10, end: 10 });
    expect(parseByteRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseByteRange('Bytes = 5 - 6 ', 100)).toEqual({ start: 5, end: 6 });
  });

  it('stops a range at the end of the file, and takes a suffix longer than it as the whole', () => {
    expect(parseByteRange('bytes=50-1000', 100)).toEqual({ start: 50, end: 99 });
    expect(parseByteRange('bytes=-1000', 100)).toEqual({ start: 0, end: 99 });
  });

  it('finds a range starting at or past the end, or an empty suffix, unsatisfiable', () => {
    expect(parseByteRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=100-200', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=99999999999999999999999-', 100)).toBe('unsatisfiable');
  });

  it('ignores what it does not serve: no header, another unit, nonsense, several ranges', () => {
    expect(parseByteRange(undefined, 100)).toBeUndefined();
    expect(parseByteRange('items=0-1', 100)).toBeUndefined();
    expect(parseByteRange('bytes=5-3', 100)).toBeUndefined();
    expect(parseByteRange('bytes=-', 100)).toBeUndefined();
    expect(parseByteRange('bytes=a-b', 100)).toBeUndefined();
    expect(parseByteRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseByteRange('', 100)).toBeUndefined();
  });
});
