import { accessOf } from './access';

const plans = (trialMode: boolean) => ({ trialMode, limits: {} }) as Parameters<typeof accessOf>[1];
const basic = { plan: { tier: 'basic' as const } };
const pro = { plan: { tier: 'pro' as const } };

describe('who may log', () => {
  it.each([
    ['a visitor', false, undefined, undefined, 'visitor'],
    ['a session being restored', 'restoring', undefined, undefined, 'loading'],
    ['anyone in trial mode', true, plans(true), basic, 'allowed'],
    ['trial mode on, the record not read', true, plans(true), undefined, 'allowed'],
    ['a Pro user with trial mode off', true, plans(false), pro, 'allowed'],
    ['a Pro user, the plans not known (offline)', true, undefined, pro, 'allowed'],
    ['a Basic user with trial mode off', true, plans(false), basic, 'proOnly'],
    ['trial mode off, the record not known yet', true, plans(false), undefined, 'loading'],
    ['nothing known yet', true, undefined, undefined, 'loading'],
  ] as const)('%s: %s', (_, loggedIn, p, user, expected) => {
    expect(accessOf(loggedIn, p, user)).toBe(expected);
  });
});
