/// <reference types="node" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compilePlan, defaultInputs } from '../index';
import { PhraseRenderer, onsetIndex, planPhrases, wordsPerMinute, type EspeakEngine } from './phrases';

// The real engine, cut down to English as the app ships it.
let dir: string;
let engine: EspeakEngine;
type EngineFactory = (m: object) => Promise<{ eSpeakNGWorker: new () => EspeakEngine }>;
let trimmed: EngineFactory;
beforeAll(async () => {
  const { writeEspeak } = await import('../../../build/espeak-en.mjs');
  dir = mkdtempSync(path.join(tmpdir(), 'handyq-espeak-'));
  const { jsPath } = writeEspeak(dir) as { jsPath: string };
  const factory = (await import(pathToFileURL(jsPath).href)) as {
    default: (m: object) => Promise<{ eSpeakNGWorker: new () => EspeakEngine }>;
  };
  trimmed = factory.default;
  const mod = await trimmed({});
  engine = new mod.eSpeakNGWorker();
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const seconds = (p: { samples: Float32Array; sampleRate: number }) => p.samples.length / p.sampleRate;

describe('PhraseRenderer on the English eSpeak NG', () => {
  it('renders a phrase as audio that starts at the speech’s onset', () => {
    const r = new PhraseRenderer(engine);
    const p = r.render('Get ready', { voice: 'en-us', rate: 1 });
    expect(p.sampleRate).toBe(22050);
    expect(seconds(p)).toBeGreaterThan(0.3);
    expect(seconds(p)).toBeLessThan(1.5);
    // loud within the first few ms: nothing silent is left ahead of the word
    const firstLoud = p.samples.findIndex((v) => Math.abs(v) >= 0.02);
    expect((firstLoud / p.sampleRate) * 1000).toBeLessThanOrEqual(2.1);
    // and the speaker is told how much is left before it, to start that much early
    expect(p.leadMs).toBeCloseTo((firstLoud / p.sampleRate) * 1000, 6);
    expect(Math.max(...p.samples.map(Math.abs))).toBeGreaterThan(0.1);
  });

  it('renders custom shape names, and a faster rate is shorter', () => {
    const r = new PhraseRenderer(engine);
    const normal = r.render('straddle planche', { voice: 'en-us', rate: 1 });
    const fast = r.render('straddle planche', { voice: 'en-us', rate: 1.5 });
    expect(seconds(fast)).toBeLessThan(seconds(normal) * 0.85);
  });

  it('renders each phrase once per voice setting, in a bounded cache', () => {
    const calls: string[] = [];
    const counting: EspeakEngine = {
      set_voice: (v) => engine.set_voice(v),
      set_rate: (w) => engine.set_rate(w),
      get samplerate() {
        return engine.samplerate;
      },
      synthesize: (text, cb) => {
        calls.push(text);
        engine.synthesize(text, cb);
      },
    };
    const r = new PhraseRenderer(counting, 3);
    const a = r.render('Rest', { voice: 'en-us', rate: 1 });
    expect(r.render('Rest', { voice: 'en-us', rate: 1 })).toBe(a);
    r.render('Rest', { voice: 'en-us', rate: 1.25 });
    expect(calls).toEqual(['Rest', 'Rest']);
    for (const t of ['1', '2', '3']) r.render(t, { voice: 'en-us', rate: 1 });
    expect(r.size).toBe(3);
  });

  it('every phrase of a default session of each tool renders to sound', () => {
    const r = new PhraseRenderer(engine);
    for (const tool of ['holdOn', 'entryBuddy', 'shapeJam', 'drillDJ'] as const) {
      const phrases = planPhrases(compilePlan(tool, defaultInputs(tool)));
      expect(phrases.length).toBeGreaterThan(3);
      for (const text of phrases)
        expect(seconds(r.render(text, { voice: 'en-us', rate: 1 }))).toBeGreaterThan(0.1);
    }
  });
});

describe('the English cut of the engine', () => {
  it('says English exactly as the whole package does, at a twentieth of its data', async () => {
    const { createRequire } = await import('node:module');
    const { statSync } = await import('node:fs');
    const pkg = path.dirname(
      createRequire(import.meta.url).resolve('@echogarden/espeak-ng-emscripten/package.json'),
    );
    const whole = (await import(pathToFileURL(path.join(pkg, 'espeak-ng.js')).href)) as {
      default: (m: object) => Promise<{ eSpeakNGWorker: new () => EspeakEngine }>;
    };
    const full = new (await whole.default({})).eSpeakNGWorker();
    const audio = (e: EspeakEngine, text: string) => {
      e.set_voice('en-us');
      e.set_rate(175);
      const out: number[] = [];
      e.synthesize(text, (s) => void (s && out.push(...s)));
      return out;
    };
    // both fresh: the engine's filters carry state from one phrase to the next
    const cut = new (await trimmed({})).eSpeakNGWorker();
    for (const text of ['Get ready in...', '2nd set. Hold', 'straddle', 'Session over. Good job!']) {
      expect(audio(cut, text)).toEqual(audio(full, text));
    }
    const size = statSync(path.join(dir, 'espeak-ng-en.data')).size;
    expect(size).toBeLessThan(statSync(path.join(pkg, 'espeak-ng.data')).size / 20);
  }, 60_000);
});

describe('phrase helpers', () => {
  it('maps the speech rate to eSpeak’s pace, within its limits', () => {
    expect([
      wordsPerMinute(1),
      wordsPerMinute(1.5),
      wordsPerMinute(0.1),
      wordsPerMinute(9),
      wordsPerMinute(NaN),
    ]).toEqual([175, 263, 80, 450, 175]);
  });

  it('finds the onset past leading silence, keeping a 2 ms pad', () => {
    const s = new Float32Array(1000);
    s[500] = 0.5;
    expect(onsetIndex(s, 10_000)).toBe(480);
    expect(onsetIndex(new Float32Array(10), 10_000)).toBe(0);
  });

  it('lists a plan’s phrases once each, in the order first spoken', () => {
    const phrases = planPhrases(compilePlan('holdOn', { ...defaultInputs('holdOn'), numSets: 2 }));
    expect(new Set(phrases).size).toBe(phrases.length);
    expect(phrases[0]).toBe('Get ready in...');
  });
});
