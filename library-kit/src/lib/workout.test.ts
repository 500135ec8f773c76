import { stepLink } from './workout';

describe('a workout step', () => {
  it('opens its tool on the favorite, the name encoded', () => {
    expect(stepLink({ feature: 'holdOn', favoriteName: 'Long & slow' })).toBe(
      '/cueCoach/holdOn?favorite=Long%20%26%20slow',
    );
    expect(stepLink({ feature: 'drillDJ', favoriteName: '' })).toBe('/cueCoach/drillDJ');
  });
});
