// Runs a benchmark with guaranteed cleanup: every resource registers how to release it, and the releases run in
// reverse order on success, on failure, and on Ctrl-C / SIGTERM, so no server, socket or temp folder outlives it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export class Cleanup {
  private readonly steps: Array<{ label: string; run: () => unknown }> = [];
  private readonly dirs: string[] = [];
  private done = false;

  constructor() {
    // Last resort if the process dies between steps (an uncaught error): temp folders at least go.
    process.once('exit', () => this.dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));
  }

  add(label: string, run: () => unknown): void {
    this.steps.push({ label, run });
  }

  /** A fresh temp folder, removed at the end. */
  tempDir(prefix: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
    this.dirs.push(dir);
    this.add(`remove ${dir}`, () => fs.rmSync(dir, { recursive: true, force: true }));
    return dir;
  }

  async runAll(): Promise<void> {
    if (this.done) return;
    this.done = true;
    for (const step of this.steps.reverse()) {
      try {
        await step.run();
      } catch (err) {
        console.error(`cleanup "${step.label}" failed:`, err);
      }
    }
  }
}

/** Runs `main`, then the cleanup; exits 0 only when main succeeded (and returned true, i.e. nothing was lost). */
export async function runBenchmark(name: string, main: (cleanup: Cleanup) => Promise<boolean>): Promise<void> {
  const cleanup = new Cleanup();
  // Output piped into `head` that closed: keep running so the cleanup still happens.
  process.stdout.on('error', () => undefined);
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      interrupted = true;
      console.error(`\n${name}: ${signal}, cleaning up`);
      void cleanup.runAll().finally(() => process.exit(130));
    });
  }
  let ok = false;
  try {
    ok = await main(cleanup);
  } catch (err) {
    console.error(`${name} failed:`, err);
  } finally {
    if (!interrupted) await cleanup.runAll();
  }
  // pusher-js and fetch keep-alive pools may hold timers: end explicitly once everything is released.
  process.exit(ok ? 0 : 1);
}
