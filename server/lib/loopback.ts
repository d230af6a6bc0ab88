// Loopback addresses and hosts: the dev mailbox lives only on a machine's own loopback (issue 23, finding 3).
import net from 'node:net';

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** A socket's remote address on loopback (IPv4, IPv6, or IPv4 mapped into IPv6). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1] : address;
  const family = net.isIP(ip);
  if (family === 4) return loopback.check(ip, 'ipv4');
  if (family === 6) return loopback.check(ip, 'ipv6');
  return false;
}

/** A URL whose host is this machine only: localhost (and *.localhost, RFC 6761) or a loopback address. */
export function isLoopbackUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  return isLoopbackAddress(host.replace(/^\[|\]$/g, ''));
}
