import { stepLink } from './workout';

describe('a workout step', () => {
  it('opens its tool on the favorite, the name encoded', () => {
    expect(stepLink({ feature: 'holdOn', favoriteName: 'Long & slow' })).toBe(
      '/cueCoach/holdOn?favorite=Long%20%26%20slow',
    );
    expect(stepLink({ feature: 'drillDJ', favoriteName: '' })).toBe('/cueCoach/drillDJ');
  });
});

describe('a workout step that keeps its inputs', () => {
  it('opens its tool with them for anyone: a share link, named as the favorite', () => {
    const link = stepLink({ feature: 'holdOn', favoriteName: 'Long & slow', inputs: { holdTime: 20 } });
    const url = new URL(link, 'https://handyq.test');
    expect(url.pathname).toBe('/cueCoach/holdOn');
    expect(url.searchParams.get('favorite')).toBe('Long & slow');
    const shared = JSON.parse(
      atob(url.searchParams.get('shared')!.replaceAll('-', '+').replaceAll('_', '/')),
    );
    expect(shared).toEqual({ name: 'Long & slow', inputs: { holdTime: 20 } });
  });
});
