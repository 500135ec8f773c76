// Preloaded into a server a bench watches (`node --expose-gc -r bench/lib/memory-probe.cjs …`): on
// SIGUSR2 it collects garbage (when gc is exposed) and writes the process's memory, split, to the
// file HANDYQ_MEMORY_PROBE names: RSS, V8's heap (used and reserved), memory outside the heap
// that V8 knows of (external, of which ArrayBuffers), and the WebAssembly memories made since it
// loaded (PGlite's PostgreSQL: a memory that grows and never shrinks). Nothing else in the
// server changes.
'use strict';
const fs = require('node:fs');
const v8 = require('node:v8');

const file = process.env.HANDYQ_MEMORY_PROBE;
if (file) {
  /** Every WebAssembly memory an instance exported; held weakly, so a dropped one is not kept. */
  const memories = new Set();
  const keep = (instance) => {
    for (const value of Object.values(instance.exports ?? {}))
      if (value instanceof Memory) memories.add(new WeakRef(value));
  };
  const { instantiate, Instance, Memory } = WebAssembly;
  WebAssembly.Memory = new Proxy(Memory, {
    construct(target, args) {
      const memory = new target(...args);
      memories.add(new WeakRef(memory));
      return memory;
    },
  });
  WebAssembly.instantiate = async function (...args) {
    const result = await instantiate.apply(this, args);
    keep(result.instance ?? result);
    return result;
  };
  WebAssembly.Instance = new Proxy(Instance, {
    construct(target, args) {
      const instance = new target(...args);
      keep(instance);
      return instance;
    },
  });
  const mb = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  const write = () => {
    globalThis.gc?.();
    const usage = process.memoryUsage();
    let wasm = 0;
    for (const ref of memories) {
      const memory = ref.deref();
      if (memory) wasm += memory.buffer.byteLength;
      else memories.delete(ref);
    }
    const heap = v8.getHeapStatistics();
    const sample = {
      rssMb: mb(usage.rss),
      heapUsedMb: mb(usage.heapUsed),
      heapTotalMb: mb(heap.total_heap_size),
      externalMb: mb(usage.external),
      arrayBuffersMb: mb(usage.arrayBuffers),
      wasmMb: mb(wasm),
    };
    fs.writeFileSync(`${file}.part`, JSON.stringify(sample));
    fs.renameSync(`${file}.part`, file);
  };
  process.on('SIGUSR2', write);
  write();
}
