import { pickVoice, preferredVoices } from './voices';

const v = (name: string, lang: string) => ({ name, lang, voiceURI: name });
const voices = [
  v('English (America)', 'en-US'),
  v('Microsoft David - English (United States)', 'en-US'),
  v('Samantha', 'en-US'),
  v('Thomas', 'fr-FR'),
  v('Google UK English Female', 'en-GB'),
];

describe('voice preference', () => {
  it('offers English voices without the excluded vendor: search engine first, then named ones', () => {
    expect(preferredVoices(voices).map((x) => x.name)).toEqual([
      'Google UK English Female',
      'Samantha',
      'English (America)',
    ]);
  });

  it('falls back to every voice when the device has no English one', () => {
    expect(preferredVoices([v('Thomas', 'fr-FR')]).map((x) => x.name)).toEqual(['Thomas']);
  });

  it('speaks with the chosen voice while the device has it, else the best one', () => {
    expect(pickVoice(voices, 'Samantha')?.name).toBe('Samantha');
    expect(pickVoice(voices, 'default')?.name).toBe('Google UK English Female');
    expect(pickVoice(voices, 'Gone voice')?.name).toBe('Google UK English Female');
    expect(pickVoice([], 'default')).toBeUndefined();
  });
});
