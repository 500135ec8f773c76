// Preloaded into a server a bench watches (`node --expose-gc -r bench/lib/memory-probe.cjs …`): on
// SIGUSR2 it collects garbage (when gc is exposed) and a second later writes the process's
// memory, split, to the file HANDYQ_MEMORY_PROBE names: RSS, V8's heap (used, reserved by space,
// resident), memory outside the heap that V8 knows of (external, of which ArrayBuffers), the
// WebAssembly memories made since it loaded (PGlite's PostgreSQL: a memory that grows and never
// shrinks), and RSS split by the mappings that hold it (residentSplit below). Nothing else in
// the server changes.
'use strict';
const fs = require('node:fs');
const v8 = require('node:v8');

const MiB = 1024 * 1024;
/**
 * The process's resident memory by what holds it, read from /proc/self/smaps (Linux; null
 * elsewhere). Anonymous mappings are told apart by their shape: a WebAssembly memory is a
 * read-write start of a reservation of gigabytes (the rest inaccessible), a glibc malloc arena
 * of a thread is a 64 MiB-aligned reservation of 64 MiB, the main thread's malloc heap is
 * [heap]; the rest of the anonymous memory is V8's heap pages, large mallocs and thread stacks.
 */
function residentSplit() {
  let text;
  try {
    text = fs.readFileSync('/proc/self/smaps', 'utf8');
  } catch {
    return null;
  }
  const maps = [];
  let current;
  for (const line of text.split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S{4}) \S+ \S+ (\d+)\s*(.*)$/.exec(line);
    if (head) {
      current = {
        start: BigInt(`0x${head[1]}`),
        end: BigInt(`0x${head[2]}`),
        perms: head[3],
        inode: head[4],
        path: head[5],
        rss: 0,
      };
      maps.push(current);
    } else if (current && line.startsWith('Rss:')) current.rss = Number(line.split(/\s+/)[1]) * 1024;
  }
  const anonymous = (m) => m.inode === '0' && (!m.path || m.path.startsWith('[anon'));
  const split = { wasm: 0, mallocThreads: 0, mallocMain: 0, files: 0, otherAnonymous: 0 };
  for (let i = 0; i < maps.length; i++) {
    const m = maps[i];
    if (m.path === '[heap]') split.mallocMain += m.rss;
    else if (!anonymous(m)) split.files += m.rss;
    else if (m.perms.startsWith('---')) continue;
    else {
      // The reservation this mapping starts: it and the inaccessible mappings right after it.
      let end = m.end;
      for (
        let j = i + 1;
        j < maps.length && maps[j].start === end && maps[j].perms.startsWith('---') && anonymous(maps[j]);
        j++
      )
        end = maps[j].end;
      const size = Number(end - m.start);
      if (size >= 1024 * MiB) split.wasm += m.rss;
      else if (size === 64 * MiB && m.start % BigInt(64 * MiB) === 0n) split.mallocThreads += m.rss;
      else split.otherAnonymous += m.rss;
    }
  }
  return split;
}

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
    const usage = process.memoryUsage();
    let wasm = 0;
    for (const ref of memories) {
      const memory = ref.deref();
      if (memory) wasm += memory.buffer.byteLength;
      else memories.delete(ref);
    }
    const heap = v8.getHeapStatistics();
    const resident = residentSplit();
    /** V8's reserved heap by space: new (young objects), old, large objects, code. */
    const space = (...names) =>
      mb(
        v8
          .getHeapSpaceStatistics()
          .filter((x) => names.includes(x.space_name))
          .reduce((sum, x) => sum + x.space_size, 0),
      );
    const sample = {
      rssMb: mb(usage.rss),
      heapUsedMb: mb(usage.heapUsed),
      heapTotalMb: mb(heap.total_heap_size),
      heapResidentMb: mb(heap.total_physical_size),
      newSpaceMb: space('new_space', 'new_large_object_space'),
      oldSpaceMb: space('old_space'),
      largeObjectsMb: space('large_object_space', 'code_large_object_space'),
      codeSpaceMb: space('code_space'),
      externalMb: mb(usage.external),
      arrayBuffersMb: mb(usage.arrayBuffers),
      wasmMb: mb(wasm),
      ...(resident && {
        wasmResidentMb: mb(resident.wasm),
        mallocMb: mb(resident.mallocMain + resident.mallocThreads),
        otherAnonymousMb: mb(resident.otherAnonymous),
        filesMb: mb(resident.files),
      }),
    };
    fs.writeFileSync(`${file}.part`, JSON.stringify(sample));
    fs.renameSync(`${file}.part`, file);
  };
  // V8 sweeps and hands the pages a collection emptied back to the system on threads of its own,
  // after the collection returns (later still on a busy machine): memory is read once RSS has
  // held still (within 256 KB) for 750 ms, at least a second after the collection and at most
  // ten, so that it no longer holds those pages.
  const collectThenWrite = () => {
    globalThis.gc?.();
    const began = Date.now();
    let last = process.memoryUsage.rss();
    let still = 0;
    const poll = () => {
      const rss = process.memoryUsage.rss();
      still = Math.abs(rss - last) < 256 * 1024 ? still + 1 : 0;
      last = rss;
      const waited = Date.now() - began;
      if ((waited >= 1000 && still >= 3) || waited >= 10_000) write();
      else setTimeout(poll, 250);
    };
    setTimeout(poll, 250);
  };
  process.on('SIGUSR2', collectThenWrite);
  collectThenWrite();
}
