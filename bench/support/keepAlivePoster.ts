// One JSON POST at a time over a single keep-alive node:http connection, answering the body (any status but 200
// fails): the request-path benches' client, lighter than fetch so the client's share of the CPU stays small.
import http from 'node:http';

export type Post = (body: string) => Promise<string>;

export function keepAlivePoster(base: string, path: string, token: string): Post {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  return (body) =>
    new Promise((resolve, reject) => {
      const req = http.request(`${base}${path}`, { agent, method: 'POST', headers }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => (res.statusCode === 200 ? resolve(text) : reject(new Error(`${path} -> ${res.statusCode}: ${text.slice(0, 200)}`))));
      });
      req.on('error', reject);
      req.end(body);
    });
}
