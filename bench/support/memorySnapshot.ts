// What holds the heap, from a .heapsnapshot (the format Chrome DevTools reads): self size summed by node type and by
// constructor, the largest single strings (a module's source text, a cached document), and what the biggest
// retainers are: each object's retained size from the dominator tree (Cooper–Harvey–Kennedy over the snapshot's
// graph, rooted at its synthetic root), the top ones listed by constructor and the edge that holds them.
import fs from 'node:fs';

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] }; node_count: number };
  nodes: number[];
  edges: number[];
  strings: string[];
}

export interface SnapshotSummary {
  total: number;
  byType: Array<{ type: string; size: number; count: number }>;
  byConstructor: Array<{ name: string; size: number; count: number }>;
  largestStrings: Array<{ size: number; text: string }>;
  /** Strings by what they are: scripts' source text, source-map mappings, small strings, other large ones. */
  stringKinds: Array<{ kind: string; size: number; count: number }>;
  retainers: Array<{ name: string; retained: number; via: string }>;
}

function stringKind(text: string, size: number): string {
  if (size < 1024) return 'small strings (< 1 kB)';
  if (/^[A-Za-z0-9+/,;]{200,}$/.test(text.slice(0, 2000))) return 'source-map mappings';
  if (text.startsWith('{"version":3')) return 'source maps (JSON)';
  if (/(function|=>|require\(|import |export )/.test(text.slice(0, 5000))) return 'script source text';
  return 'other large strings';
}

export function summarizeSnapshot(file: string, top = 12): SnapshotSummary {
  const snap = JSON.parse(fs.readFileSync(file, 'utf8')) as Snapshot;
  const meta = snap.snapshot.meta;
  const NF = meta.node_fields.length;
  const EF = meta.edge_fields.length;
  const [T, N, S, EC] = ['type', 'name', 'self_size', 'edge_count'].map((f) => meta.node_fields.indexOf(f)) as [number, number, number, number];
  const [ET, EN, ETO] = ['type', 'name_or_index', 'to_node'].map((f) => meta.edge_fields.indexOf(f)) as [number, number, number];
  const types = meta.node_types[0];
  const edgeTypes = meta.edge_types[0];
  const { nodes, edges, strings } = snap;
  const count = nodes.length / NF;
  const firstEdge = new Uint32Array(count + 1);
  for (let i = 0, e = 0; i < count; i++) {
    firstEdge[i] = e;
    e += nodes[i * NF + EC]! * EF;
    firstEdge[i + 1] = e;
  }
  const typeOf = (i: number) => types[nodes[i * NF + T]!]!;
  const nameOf = (i: number) => {
    const t = typeOf(i);
    const n = strings[nodes[i * NF + N]!]!;
    return t === 'object' || t === 'closure' || t === 'native' ? n : `(${t})${t === 'code' || t === 'hidden' ? ' ' + n.slice(0, 40) : ''}`;
  };
  const self = (i: number) => nodes[i * NF + S]!;

  const byType = new Map<string, { size: number; count: number }>();
  const byCtor = new Map<string, { size: number; count: number }>();
  const strs: Array<{ size: number; text: string }> = [];
  const kinds = new Map<string, { size: number; count: number }>();
  let total = 0;
  for (let i = 0; i < count; i++) {
    const size = self(i);
    total += size;
    const t = typeOf(i);
    const bt = byType.get(t) ?? { size: 0, count: 0 };
    bt.size += size;
    bt.count++;
    byType.set(t, bt);
    const name = nameOf(i);
    const bc = byCtor.get(name) ?? { size: 0, count: 0 };
    bc.size += size;
    bc.count++;
    byCtor.set(name, bc);
    if (t === 'string') {
      const kind = stringKind(strings[nodes[i * NF + N]!]!, size);
      const k = kinds.get(kind) ?? { size: 0, count: 0 };
      k.size += size;
      k.count++;
      kinds.set(kind, k);
    }
    if (t === 'string' && size > 64 * 1024) strs.push({ size, text: strings[nodes[i * NF + N]!]!.slice(0, 70).replace(/\s+/g, ' ') });
  }

  // Dominators: reverse postorder from the root over strong edges (weak edges do not retain).
  const weak = edgeTypes.indexOf('weak');
  const order = new Int32Array(count).fill(-1); // postorder index of each node
  const post: number[] = [];
  const stack: Array<[number, number]> = [[0, firstEdge[0]!]];
  const seen = new Uint8Array(count);
  seen[0] = 1;
  while (stack.length) {
    const top = stack[stack.length - 1]!;
    const [node, e] = top;
    if (e < firstEdge[node + 1]!) {
      top[1] = e + EF;
      if (edges[e + ET] === weak) continue;
      const to = edges[e + ETO]! / NF;
      if (!seen[to]) {
        seen[to] = 1;
        stack.push([to, firstEdge[to]!]);
      }
    } else {
      order[node] = post.length;
      post.push(node);
      stack.pop();
    }
  }
  const preds: number[][] = Array.from({ length: count }, () => []);
  for (let i = 0; i < count; i++) {
    if (order[i] < 0) continue;
    for (let e = firstEdge[i]!; e < firstEdge[i + 1]!; e += EF) if (edges[e + ET] !== weak) preds[edges[e + ETO]! / NF]!.push(i);
  }
  const idom = new Int32Array(count).fill(-1);
  idom[0] = 0;
  const intersect = (a: number, b: number) => {
    while (a !== b) {
      while (order[a]! < order[b]!) a = idom[a]!;
      while (order[b]! < order[a]!) b = idom[b]!;
    }
    return a;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let k = post.length - 1; k >= 0; k--) {
      const n = post[k]!;
      if (n === 0) continue;
      let d = -1;
      for (const p of preds[n]!) if (idom[p]! >= 0) d = d < 0 ? p : intersect(p, d);
      if (d >= 0 && idom[n] !== d) {
        idom[n] = d;
        changed = true;
      }
    }
  }
  const retained = new Float64Array(count);
  for (const n of post) {
    retained[n]! += self(n);
    if (n !== 0 && idom[n]! >= 0) retained[idom[n]!]! += retained[n]!;
  }
  // The edge by which each node's dominator reaches it (its name says what holds it: a property, a map entry).
  const via = (n: number) => {
    const d = idom[n]!;
    for (let e = firstEdge[d]!; e < firstEdge[d + 1]!; e += EF) {
      if (edges[e + ETO]! / NF !== n) continue;
      const t = edgeTypes[edges[e + ET]!];
      const label = t === 'element' || t === 'hidden' ? `[${edges[e + EN]}]` : strings[edges[e + EN]!];
      return `${nameOf(d).slice(0, 30)}.${String(label).slice(0, 40)}`;
    }
    return nameOf(d);
  };
  // Biggest holders that are not the synthetic roots themselves, and not just one child of a bigger listed one.
  const candidates = post
    .filter((n) => n !== 0 && !typeOf(n).startsWith('synthetic') && idom[n] !== 0)
    .sort((a, b) => retained[b]! - retained[a]!);
  const listed: number[] = [];
  for (const n of candidates) {
    if (listed.length >= top) break;
    // Skip a node already inside a listed one's dominator subtree when it holds most of that one (a chain link).
    let d = idom[n]!;
    let inside = false;
    while (d > 0) {
      if (listed.includes(d) && retained[n]! > 0.5 * retained[d]!) inside = true;
      d = idom[d]!;
    }
    if (!inside) listed.push(n);
  }
  const sorted = (m: Map<string, { size: number; count: number }>) =>
    [...m.entries()].map(([key, v]) => ({ key, ...v })).sort((a, b) => b.size - a.size).slice(0, top);
  return {
    total,
    byType: sorted(byType).map(({ key, ...v }) => ({ type: key, ...v })),
    byConstructor: sorted(byCtor).map(({ key, ...v }) => ({ name: key, ...v })),
    stringKinds: sorted(kinds).map(({ key, ...v }) => ({ kind: key, ...v })),
    largestStrings: strs.sort((a, b) => b.size - a.size).slice(0, 6),
    retainers: listed.map((n) => ({ name: nameOf(n), retained: retained[n]!, via: via(n) })),
  };
}
