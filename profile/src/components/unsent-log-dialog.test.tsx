import { unsentText } from './unsent-log-dialog';

describe('what the logout dialog says waits on the device', () => {
  it.each([
    [{ sessions: 1, changes: 0 }, '1 session', true],
    [{ sessions: 3, changes: 0 }, '3 sessions', false],
    [{ sessions: 0, changes: 1 }, '1 change to your log', true],
    [{ sessions: 0, changes: 2 }, '2 changes to your log', false],
    [{ sessions: 1, changes: 2 }, '1 session and 2 changes to your log', false],
  ])('%o: %s', (summary, text, one) => {
    expect(unsentText(summary)).toEqual({ text, one });
  });
});
