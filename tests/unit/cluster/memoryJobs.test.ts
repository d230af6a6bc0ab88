// The embedded job queue keeps the contract of the pg-boss one: delayed starts, one waiting job per singleton key,
// a handler may queue the next job of its own key, failures are retried, stop() drops what has not started.
import { MemoryJobs } from '../../../server/jobs/memoryJobs';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('MemoryJobs', () => {
  it('runs a job once its start time has come, not before', async () => {
    const jobs = new MemoryJobs();
    const ran: number[] = [];
    await jobs.work<{ n: number }>('j', async ({ n }) => void ran.push(n));
    await jobs.send('j', { n: 1 }, { startAfter: 0.15 });
    await jobs.send('j', { n: 2 });
    await tick(50);
    expect(ran).toEqual([2]);
    await tick(200);
    expect(ran).toEqual([2, 1]);
    await jobs.stop();
  });

  it('keeps one waiting job per singleton key; the running one may queue the next', async () => {
    const jobs = new MemoryJobs();
    const ran: string[] = [];
    expect(await jobs.send('w', { v: 'a' }, { singletonKey: 'k', startAfter: 0.05 })).not.toBeNull();
    expect(await jobs.send('w', { v: 'b' }, { singletonKey: 'k' })).toBeNull();
    expect(await jobs.send('w', { v: 'c' }, { singletonKey: 'other' })).not.toBeNull();
    await jobs.work<{ v: string }>('w', async ({ v }) => {
      ran.push(v);
      if (v === 'a') expect(await jobs.send('w', { v: 'a2' }, { singletonKey: 'k', startAfter: 0.02 })).not.toBeNull();
    });
    await tick(200);
    expect(ran.sort()).toEqual(['a', 'a2', 'c']);
    await jobs.stop();
  });

  it('retries a failing handler, then gives up', async () => {
    const jobs = new MemoryJobs();
    let attempts = 0;
    await jobs.work('f', async () => {
      attempts += 1;
      if (attempts < 2) throw new Error('flaky');
    });
    await jobs.send('f', {});
    await tick(2300);
    expect(attempts).toBe(2);
    expect(jobs.size).toBe(0);
    await jobs.stop();
  });

  it('jobs sent before any worker wait for it; stop() drops the rest', async () => {
    const jobs = new MemoryJobs();
    const ran: number[] = [];
    await jobs.send('late', { n: 1 });
    await tick(20);
    await jobs.work<{ n: number }>('late', async ({ n }) => void ran.push(n));
    await tick(20);
    expect(ran).toEqual([1]);
    await jobs.send('late', { n: 2 }, { startAfter: 5 });
    await jobs.stop();
    expect(jobs.size).toBe(0);
    expect(await jobs.send('late', { n: 3 })).toBeNull();
  });
});
