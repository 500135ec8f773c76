import { paths, showsNavigator } from './routes';

describe('showsNavigator', () => {
  it.each([
    '/',
    '/cueCoach',
    '/linePerfector',
    '/libraryKit',
    '/login',
    '/login/signup',
    '/login/forgot-password',
    '/user/abc123',
    '/cueCoach/',
  ])('shows the navigator on %s', (p) => expect(showsNavigator(p)).toBe(true));

  it.each([
    '/about',
    '/story',
    '/vision',
    '/getting-started',
    '/reset-password',
    '/cueCoach/holdOn',
    '/cueCoach/holdOn/settings',
    '/libraryKit/practiceLab',
    '/linePerfector/lineCal',
    '/user',
    '/user/abc/extra',
    '/admin',
    '/nowhere',
  ])('hides the navigator on %s', (p) => expect(showsNavigator(p)).toBe(false));
});

describe('paths', () => {
  it('builds the item edit path with and without an id', () => {
    expect(paths.itemEdit()).toBe('/libraryKit/libraryItem/edit');
    expect(paths.itemEdit('abc123')).toBe('/libraryKit/libraryItem/edit/abc123');
    expect(paths.itemSequence('abc123')).toBe('/cueCoach/cueCraft?item=abc123');
  });
});
