import { handsFreeLimits, markSeen, unseenLimits } from './hands-free';

describe('hands-free limits', () => {
  it('names a missing wake lock and a browser with no voice; nothing where both work', () => {
    expect(handsFreeLimits({ wakeLock: true, speech: true, voices: 3 })).toEqual([]);
    expect(handsFreeLimits({ wakeLock: false, speech: true, voices: 3 })).toEqual(['screenLock']);
    expect(handsFreeLimits({ wakeLock: true, speech: false, voices: null })).toEqual(['noVoice']);
    expect(handsFreeLimits({ wakeLock: false, speech: true, voices: 0 })).toEqual(['screenLock', 'noVoice']);
  });

  it('needs no browser voice when the on-device voice is chosen', () => {
    expect(handsFreeLimits({ wakeLock: true, speech: false, voices: null, onDeviceVoice: true })).toEqual([]);
    expect(handsFreeLimits({ wakeLock: false, speech: true, voices: 0, onDeviceVoice: true })).toEqual([
      'screenLock',
    ]);
  });

  it('does not believe "no voices" while they may still be arriving', () => {
    expect(handsFreeLimits({ wakeLock: true, speech: true, voices: null })).toEqual([]);
  });

  it('shows each limit once per device', () => {
    expect(unseenLimits(['screenLock', 'noVoice'], null)).toEqual(['screenLock', 'noVoice']);
    const seen = markSeen(['screenLock'], null);
    expect(seen).toBe('screenLock');
    expect(unseenLimits(['screenLock', 'noVoice'], seen)).toEqual(['noVoice']);
    expect(markSeen(['noVoice'], seen)).toBe('noVoice,screenLock');
    expect(unseenLimits(['screenLock', 'noVoice'], 'noVoice,screenLock')).toEqual([]);
  });
});
