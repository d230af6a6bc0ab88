// The server's memory as the server itself sees it, read from outside through the V8 inspector (the child runs with
// --inspect=127.0.0.1:<port>): process.memoryUsage(), V8's heap spaces and code statistics, a full garbage collection
// (HeapProfiler.collectGarbage: no --expose-gc needed) and a heap snapshot streamed to a file. The server's code is
// not touched: the bench only adds the flag (BENCH_SERVER_NODE_FLAGS), so what it measures is what npm start runs.
import fs from 'node:fs';
import WebSocket from 'ws';

export interface MemoryFigures {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** V8 heap spaces: name -> bytes used / committed (physical). */
  spaces: Array<{ name: string; used: number; physical: number }>;
  /** Bytecode and compiled code plus their metadata, and the source text V8 keeps for every script. */
  code: { codeAndMetadata: number; bytecodeAndMetadata: number; externalScriptSource: number; cpuProfilerMetadata: number };
  /** Contexts V8 holds (one per vm context or worker's isolate is elsewhere: see threads). */
  nativeContexts: number;
  /** Source maps Node keeps when they are enabled (tsx or --enable-source-maps): count of modules with one. */
  sourceMapsEnabled: boolean;
}

/** The whole inside-view in one evaluation, so the figures come from the same moment. */
const PROBE = `(() => {
  const v8 = require('node:v8');
  const m = process.memoryUsage();
  const h = v8.getHeapStatistics();
  const c = v8.getHeapCodeStatistics();
  return JSON.stringify({
    rss: m.rss, heapTotal: m.heapTotal, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers,
    spaces: v8.getHeapSpaceStatistics().map((s) => ({ name: s.space_name, used: s.space_used_size, physical: s.physical_space_size })),
    code: { codeAndMetadata: c.code_and_metadata_size, bytecodeAndMetadata: c.bytecode_and_metadata_size, externalScriptSource: c.external_script_source_size, cpuProfilerMetadata: c.cpu_profiler_metadata_size },
    nativeContexts: h.number_of_native_contexts,
    sourceMapsEnabled: Boolean(process.sourceMapsEnabled),
  });
})()`;

export class Inspector {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  private readonly listeners = new Map<string, (params: Record<string, unknown>) => void>();

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (raw) => {
      const msg = JSON.parse(raw.toString()) as { id?: number; result?: unknown; error?: { message: string }; method?: string; params?: Record<string, unknown> };
      if (msg.id !== undefined) {
        const w = this.waiting.get(msg.id);
        this.waiting.delete(msg.id);
        if (msg.error) w?.reject(new Error(msg.error.message));
        else w?.resolve(msg.result);
      } else if (msg.method) this.listeners.get(msg.method)?.(msg.params ?? {});
    });
  }

  /** Attaches to the inspector listening on 127.0.0.1:port (the first target: the main thread). */
  static async attach(port: number): Promise<Inspector> {
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as Array<{ webSocketDebuggerUrl: string }>;
    const ws = new WebSocket(targets[0]!.webSocketDebuggerUrl, { perMessageDeflate: false, maxPayload: 512 * 2 ** 20 });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new Inspector(ws);
  }

  send<T = unknown>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.ws.send(JSON.stringify({ id, method, params }));
    });
  }

  /** Full, compacting collections until the heap stops shrinking (a first pass can leave weakly held garbage). */
  async collectGarbage(): Promise<void> {
    for (let i = 0; i < 3; i++) await this.send('HeapProfiler.collectGarbage');
  }

  async figures(): Promise<MemoryFigures> {
    const res = await this.send<{ result: { value: string }; exceptionDetails?: { text: string } }>('Runtime.evaluate', {
      expression: PROBE,
      includeCommandLineAPI: true, // the inspector's require(), as in a REPL: the server is an ES module
      returnByValue: true,
    });
    if (res.exceptionDetails) throw new Error(`memory probe failed: ${res.exceptionDetails.text}`);
    return JSON.parse(res.result.value) as MemoryFigures;
  }

  /** Writes a .heapsnapshot (after a full GC, as the snapshot itself forces one) to `file`. */
  async heapSnapshot(file: string): Promise<void> {
    const out = fs.openSync(file, 'w');
    this.listeners.set('HeapProfiler.addHeapSnapshotChunk', (p) => fs.writeSync(out, p.chunk as string));
    try {
      await this.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
    } finally {
      this.listeners.delete('HeapProfiler.addHeapSnapshotChunk');
      fs.closeSync(out);
    }
  }

  close(): void {
    this.ws.close();
  }
}
