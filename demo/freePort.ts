// The demo's SMTP receiver port: 2525 when it is free, else any free port (several demos or test servers on one
// machine must not collide; the dev mailbox's Reply reads the port the receiver really got).
import { createServer } from 'node:net';

function tryListen(port: number, host: string): Promise<number | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(null));
    probe.listen(port, host, () => {
      const address = probe.address();
      const got = typeof address === 'object' && address ? address.port : null;
      probe.close(() => resolve(got));
    });
  });
}

export async function preferredPort(preferred: number, host: string): Promise<number> {
  return (await tryListen(preferred, host)) ?? (await tryListen(0, host)) ?? preferred;
}
