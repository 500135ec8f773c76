// The main-thread budget's count of script work (bench/lib/main-thread.mjs bytesRun): each byte of
// a function counted as often as the innermost block holding it ran, from V8's block coverage.
import { bytesRun } from '../bench/lib/main-thread.mjs';

describe('bytesRun', () => {
  it('counts a function that ran twice, with no blocks, as twice its length', () => {
    expect(bytesRun([{ startOffset: 100, endOffset: 150, count: 2 }])).toBe(100);
  });

  it('counts each byte by its innermost block: a loop body, a branch inside it, a branch never taken', () => {
    const ranges = [
      { startOffset: 0, endOffset: 100, count: 2 }, // the function, called twice
      { startOffset: 10, endOffset: 30, count: 50 }, // a loop body, 25 rounds a call
      { startOffset: 15, endOffset: 20, count: 10 }, // a branch inside it
      { startOffset: 50, endOffset: 60, count: 0 }, // a branch never taken
    ];
    // function: 100 - 20 - 10 = 70 bytes x 2; loop: 20 - 5 = 15 x 50; branch: 5 x 10; never: 0
    expect(bytesRun(ranges)).toBe(140 + 750 + 50);
  });

  it('grows with the work: a loop run a fifth more often adds its bytes a fifth more often', () => {
    const work = (rounds: number) =>
      bytesRun([
        { startOffset: 0, endOffset: 40, count: 1 },
        { startOffset: 10, endOffset: 30, count: rounds },
      ]);
    expect(work(120) - work(100)).toBe(20 * 20);
  });
});
