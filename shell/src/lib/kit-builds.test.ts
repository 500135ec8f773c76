import { forgetRunningKits, recordRunningKit, runsStaleKit } from './kit-builds';
import { buildKey } from '../sw/messages';

const m = (kit: string, canary = false) => `http://h/kits/${kit}${canary ? '-canary' : ''}/mf-manifest.json`;
const manifest = (files: string[]) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ assets: { js: { sync: files, async: [] } } }],
});

describe('whether this page runs an out-of-date kit', () => {
  beforeEach(() => {
    forgetRunningKits();
    recordRunningKit('coachKit', { manifest: m('coach'), build: buildKey(manifest(['a.1.js'])) });
  });

  it('no: the same build, or a kit this page never loaded changed', () => {
    const chosen = new Map([
      ['coachKit', m('coach')],
      ['lineKit', m('line')],
    ]);
    const builds = {
      [m('coach')]: buildKey(manifest(['a.1.js'])),
      [m('line')]: buildKey(manifest(['new.js'])),
    };
    expect(runsStaleKit(chosen, builds)).toBe(false);
  });

  it('yes: the manifest now names another build', () => {
    const builds = { [m('coach')]: buildKey(manifest(['a.2.js'])) };
    expect(runsStaleKit(new Map([['coachKit', m('coach')]]), builds)).toBe(true);
  });

  it('yes: this device now belongs on another manifest (a canary started or ended)', () => {
    expect(runsStaleKit(new Map([['coachKit', m('coach', true)]]), {})).toBe(true);
  });

  it('not judged when the worker could not read the manifest (offline)', () => {
    expect(runsStaleKit(new Map([['coachKit', m('coach')]]), {})).toBe(false);
  });
});
