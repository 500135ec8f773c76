import { MAX_JOURNALED, journalRun, journaledRuns, runKept } from './run-journal';

describe('the run journal', () => {
  afterEach(() => localStorage.clear());

  it("keeps each user's runs apart, oldest first, and strikes one off by its id", () => {
    journalRun('u1', 'a', { _id: 'a' });
    journalRun('u2', 'b', { _id: 'b' });
    journalRun('u1', 'c', { _id: 'c' });
    expect(journaledRuns('u1').map((j) => j.id)).toEqual(['a', 'c']);
    runKept('a');
    expect(journaledRuns('u1').map((j) => j.id)).toEqual(['c']);
    expect(journaledRuns('u2').map((j) => j.id)).toEqual(['b']);
  });

  it('holds a run once, however often it is written', () => {
    journalRun('u1', 'a', { _id: 'a', n: 1 });
    journalRun('u1', 'a', { _id: 'a', n: 2 });
    expect(journaledRuns('u1')).toEqual([{ userId: 'u1', id: 'a', entry: { _id: 'a', n: 2 } }]);
  });

  it(`is bounded: the newest ${MAX_JOURNALED} only`, () => {
    for (let i = 0; i < MAX_JOURNALED + 5; i++) journalRun('u1', `r${i}`, { _id: `r${i}` });
    const ids = journaledRuns('u1').map((j) => j.id);
    expect(ids).toHaveLength(MAX_JOURNALED);
    expect(ids[0]).toBe('r5');
  });

  it('reads past what is not a journal (another version, or tampered with)', () => {
    localStorage.setItem('handyq.runJournal', '{not json');
    expect(journaledRuns('u1')).toEqual([]);
    localStorage.setItem(
      'handyq.runJournal',
      JSON.stringify([{ id: 1 }, { userId: 'u1', id: 'a', entry: {} }]),
    );
    expect(journaledRuns('u1').map((j) => j.id)).toEqual(['a']);
  });

  it('leaves nothing behind once every run is kept', () => {
    journalRun('u1', 'a', { _id: 'a' });
    runKept('a');
    expect(localStorage.length).toBe(0);
  });
});
