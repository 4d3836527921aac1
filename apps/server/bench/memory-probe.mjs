// Loaded with `node --import` into a process a bench measures: every 250 ms it breaks the process's memory
// down (V8 heap, external and array buffers, WebAssembly memories such as PGlite's) and writes the latest
// breakdown and the one at the highest RSS seen to MEMORY_PROBE_FILE as JSON. WebAssembly memories are
// found by wrapping their constructor, so the probe must load before the code that creates them.
import { readFileSync, writeFileSync } from 'node:fs';

const file = process.env.MEMORY_PROBE_FILE;
if (file) {
  const memories = [];
  const NativeMemory = WebAssembly.Memory;
  WebAssembly.Memory = new Proxy(NativeMemory, {
    construct(target, args) {
      const memory = Reflect.construct(target, args);
      memories.push(new WeakRef(memory));
      return memory;
    },
  });
  const wasmBytes = () => memories.reduce((sum, ref) => sum + (ref.deref()?.buffer.byteLength ?? 0), 0);
  const kernelPeakRss = () =>
    Number(/VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1] ?? 0) * 1024;

  const sample = () => {
    const usage = process.memoryUsage();
    return {
      rss: usage.rss,
      heapUsed: usage.heapUsed,
      heapTotal: usage.heapTotal,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
      wasm: wasmBytes(),
    };
  };
  let atPeak = sample();
  const write = () => {
    const latest = sample();
    if (latest.rss >= atPeak.rss) atPeak = latest;
    writeFileSync(file, JSON.stringify({ latest, atPeak, kernelPeakRss: kernelPeakRss() }));
  };
  setInterval(write, 250).unref();
  process.on('exit', write);
}
