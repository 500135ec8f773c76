import { favoriteDate } from '@handyq/domain';
import { BLANK, inputsSummary } from './format';

describe('profile formats', () => {
  it('shows dates as short month and day, and a blank as a dash', () => {
    expect(favoriteDate(Date.UTC(2026, 10, 23, 12))).toBe('Nov 23');
    expect(favoriteDate(undefined)).toBe(BLANK);
    expect(favoriteDate(Number.NaN)).toBe('-');
  });

  it('sums up a favorite by its numeric inputs', () => {
    expect(inputsSummary({ holdTime: 45, numSets: 3, shapes: [] })).toBe('Sets 3 · Hold time 45');
    expect(inputsSummary({})).toBe('-');
  });

  it("names HoldOn's callout step by its label, never its key", () => {
    expect(inputsSummary({ calloutStep: 10, holdTime: 60 })).toBe('Hold time 60 · Callout every 10');
  });
});
