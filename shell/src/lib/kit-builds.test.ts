import { forgetRunningKits, recordRunningKit, runsStaleKit } from './kit-builds';

const m = (kit: string, canary = false) => `http://h/kits/${kit}${canary ? '-canary' : ''}/mf-manifest.json`;

describe('whether this page runs an out-of-date kit', () => {
  beforeEach(() => {
    forgetRunningKits();
    recordRunningKit('coachKit', { manifest: m('coach'), files: ['a.js', 'b.js'] });
  });

  it('no: the same build, or a kit this page never loaded changed', () => {
    const chosen = new Map([
      ['coachKit', m('coach')],
      ['lineKit', m('line')],
    ]);
    expect(runsStaleKit(chosen, { [m('coach')]: ['b.js', 'a.js'], [m('line')]: ['new.js'] })).toBe(false);
  });

  it('yes: the manifest now lists another build', () => {
    expect(runsStaleKit(new Map([['coachKit', m('coach')]]), { [m('coach')]: ['a.js', 'c.js'] })).toBe(true);
  });

  it('yes: this device now belongs on another manifest (a canary started or ended)', () => {
    expect(runsStaleKit(new Map([['coachKit', m('coach', true)]]), {})).toBe(true);
  });

  it('not judged when the worker could not read the manifest (offline)', () => {
    expect(runsStaleKit(new Map([['coachKit', m('coach')]]), {})).toBe(false);
  });
});
