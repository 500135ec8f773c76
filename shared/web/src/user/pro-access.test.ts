import { proAccessOf } from './pro-access';

const plans = (trialMode: boolean) => ({ trialMode, limits: {} }) as Parameters<typeof proAccessOf>[1];
const basic = { plan: { tier: 'basic' as const } };
const pro = { plan: { tier: 'pro' as const } };

describe('who may log', () => {
  it.each([
    ['a visitor', false, undefined, undefined, 'visitor', false],
    ['a session being restored', 'restoring', undefined, undefined, 'loading', false],
    ['anyone in trial mode', true, plans(true), basic, 'allowed', false],
    ['trial mode on, the record not read', true, plans(true), undefined, 'allowed', false],
    ['a Pro user with trial mode off', true, plans(false), pro, 'allowed', false],
    ['a Pro user, the plans not known (offline)', true, undefined, pro, 'allowed', false],
    ['a Basic user with trial mode off', true, plans(false), basic, 'proOnly', false],
    ['trial mode off, the record not known yet', true, plans(false), undefined, 'loading', false],
    ['nothing known yet', true, undefined, undefined, 'loading', false],
    ['nothing to be had (offline, nothing kept): kept here', true, undefined, undefined, 'allowed', true],
    ['trial mode off, the record not to be had: kept here', true, plans(false), undefined, 'allowed', true],
    ['a Basic user, trial mode off, known though offline', true, plans(false), basic, 'proOnly', true],
    ['a visitor offline', false, undefined, undefined, 'visitor', true],
  ] as const)('%s: %s', (_, loggedIn, p, user, expected, unreachable) => {
    expect(proAccessOf(loggedIn, p, user, unreachable)).toBe(expected);
  });
});
