import { createOnDeviceVoice, type WorkerLike } from './client';
import { PhraseRenderer, type EspeakEngine } from './phrases';
import type { RenderReply, RenderRequest } from './render-protocol';

/** An engine whose every phrase is a 10 ms tone; it counts what it was asked to say. */
function toneEngine(said: string[]): EspeakEngine {
  return {
    samplerate: 1000,
    set_voice: () => 0,
    set_rate: () => undefined,
    synthesize(text, onChunk) {
      said.push(text);
      onChunk(new Int16Array(10).fill(8000), []);
    },
  };
}

/** A worker that answers as render-worker.ts does, on the next task; `fail` makes it crash. */
function fakeWorker(said: string[], started: { count: number }, behaviour: { fail?: 'load' | 'crash' } = {}) {
  return (): WorkerLike => {
    started.count++;
    const renderer = new PhraseRenderer(toneEngine(said), 0);
    const w: WorkerLike = {
      onmessage: null,
      onerror: null,
      terminate: () => undefined,
      postMessage({ id, texts, voice, warm }: RenderRequest) {
        setTimeout(() => {
          if (behaviour.fail === 'crash') return w.onerror?.({ message: 'out of memory' });
          if (warm && !behaviour.fail) renderer.warmUp('warm-up', voice);
          const reply: RenderReply =
            behaviour.fail === 'load'
              ? { id, error: 'The voice engine did not load: offline' }
              : { id, phrases: texts.map((t) => renderer.render(t, voice)), renderMs: 1 };
          w.onmessage?.({ data: reply });
        }, 0);
      },
    };
    return w;
  };
}

const EN = { voice: 'en-us', rate: 1 };

describe('the on-device voice on the page', () => {
  it('renders only what it has not kept: a repeat run renders nothing', async () => {
    const said: string[] = [];
    const started = { count: 0 };
    const voice = createOnDeviceVoice(fakeWorker(said, started));
    const first = await voice.prepare(['Rest', 'Hold', 'Rest'], EN);
    expect(first.rendered).toBe(2);
    expect(first.phrase('Hold')?.samples.length).toBeGreaterThan(0);
    expect(first.phrase('Something else')).toBeUndefined();
    const again = await voice.prepare(['Hold', 'Rest', 'Go'], EN);
    expect(again.rendered).toBe(1);
    expect(said).toEqual(['Rest', 'Hold', 'Go']);
    // another speech rate is another rendering
    await voice.prepare(['Rest'], { voice: 'en-us', rate: 1.5 });
    expect(said).toEqual(['Rest', 'Hold', 'Go', 'Rest']);
    expect(started.count).toBe(1);
  });

  it('keeps at most its bound, but a run keeps every phrase it prepared', async () => {
    const voice = createOnDeviceVoice(fakeWorker([], { count: 0 }), 3);
    const run = await voice.prepare(['1', '2', '3', '4', '5'], EN);
    expect(voice.size).toBe(3);
    for (const t of ['1', '2', '3', '4', '5']) expect(run.phrase(t)).toBeDefined();
  });

  it('rejects when the engine cannot load, and tries again next time', async () => {
    const behaviour: { fail?: 'load' | 'crash' } = { fail: 'load' };
    const said: string[] = [];
    const voice = createOnDeviceVoice(fakeWorker(said, { count: 0 }, behaviour));
    await expect(voice.prepare(['Rest'], EN)).rejects.toThrow('did not load');
    behaviour.fail = undefined;
    expect((await voice.prepare(['Rest'], EN)).rendered).toBe(1);
  });

  it('a crashed worker fails what waits on it, and the next prepare starts a new one', async () => {
    const behaviour: { fail?: 'load' | 'crash' } = { fail: 'crash' };
    const started = { count: 0 };
    const voice = createOnDeviceVoice(fakeWorker([], started, behaviour));
    await expect(voice.prepare(['Rest'], EN)).rejects.toThrow('The voice engine stopped: out of memory');
    behaviour.fail = undefined;
    await expect(voice.prepare(['Rest'], EN)).resolves.toMatchObject({ rendered: 1 });
    expect(started.count).toBe(2);
  });

  it('warms the engine up once per page, and again after a failed try', async () => {
    const behaviour: { fail?: 'load' | 'crash' } = { fail: 'load' };
    const said: string[] = [];
    const voice = createOnDeviceVoice(fakeWorker(said, { count: 0 }, behaviour));
    await expect(voice.warm(EN)).rejects.toThrow('did not load');
    behaviour.fail = undefined;
    await voice.warm(EN);
    await voice.warm(EN);
    expect(said).toEqual(['warm-up']);
    // nothing of the warm-up is kept as a phrase
    expect(voice.size).toBe(0);
  });
});
