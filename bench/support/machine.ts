// The header every benchmark prints: when, on what, and the exact command that reproduces the figures.
import os from 'node:os';
import { REPO_ROOT } from './serverProcess';

/** `shown`: knobs written into the command even at their default (the ones that define what was measured), and
 *  extra header lines (name -> text) printed before it. */
export function printHeader(
  title: string,
  script: string,
  envKeys: readonly string[],
  shown: { always?: Record<string, string | number>; lines?: Record<string, string> } = {},
): void {
  const always = shown.always ?? {};
  const set = [
    ...Object.entries(always).map(([k, v]) => `${k}=${v}`),
    ...envKeys.filter((k) => process.env[k] !== undefined && !(k in always)).map((k) => `${k}=${process.env[k]}`),
  ];
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(`# ${title}`);
  console.log(`date     ${new Date().toISOString()}`);
  console.log(`machine  ${os.cpus().length} cores (${cpu}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.platform()} ${os.release()}, node ${process.version}`);
  // Other work on the machine skews every figure: the load average says how quiet it was.
  console.log(`load     ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (1/5/15 min load average at start)`);
  for (const [name, text] of Object.entries(shown.lines ?? {})) console.log(`${name.padEnd(8)} ${text}`);
  console.log(`command  cd ${REPO_ROOT} && ${[...set, 'node --import tsx', script].join(' ')}`);
  console.log('');
}
