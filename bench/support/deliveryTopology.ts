// How the delivery benchmark spreads its sockets, observers and visitors over BENCH_PROJECTS projects. One project
// is the worst case (every message reaches every socket); many small projects are the usual B2B shape (a message
// reaches only its own project's agents). Pure arithmetic, so the bench and its expectations agree.

export interface ProjectShare {
  /** Sockets subscribed to this project's channel (observers included). */
  sockets: number;
  /** Real pusher-js observers among them. */
  observers: number;
  /** Raw `ws` sockets in the load child. */
  load: number;
}

export interface Topology {
  projects: ProjectShare[];
  /** Observer j (in subscription order) watches project observerProject[j]. */
  observerProject: number[];
  /** Visitor i belongs to project visitorProject[i]; the sender cycles through visitors, so the rate is even. */
  visitorProject: number[];
}

/** `total` split over `parts` as evenly as integers allow (the first ones get the remainder). */
const spread = (total: number, parts: number) => Array.from({ length: parts }, (_, i) => Math.floor(total / parts) + (i < total % parts ? 1 : 0));

export function deliveryTopology(p: { projects: number; sockets: number; observers: number; conversations: number }): Topology {
  for (const [k, v] of Object.entries(p)) if (!Number.isInteger(v) || v < 1) throw new Error(`${k} must be a positive integer`);
  // Every project gets an observer (otherwise its deliveries go unmeasured) and a visitor (otherwise it is idle).
  if (p.observers < p.projects) throw new Error(`BENCH_OBSERVERS (${p.observers}) must be at least BENCH_PROJECTS (${p.projects})`);
  if (p.conversations < p.projects) throw new Error(`BENCH_CONVERSATIONS (${p.conversations}) must be at least BENCH_PROJECTS (${p.projects})`);
  const sockets = spread(p.sockets, p.projects);
  const observers = spread(p.observers, p.projects);
  const projects = sockets.map((s, i) => {
    const o = observers[i]!;
    if (o > s) throw new Error(`project ${i + 1} would have ${o} observers but only ${s} sockets: raise BENCH_SOCKETS or lower BENCH_OBSERVERS`);
    return { sockets: s, observers: o, load: s - o };
  });
  return {
    projects,
    // Round-robin, so "the first half of the observers" spans many projects.
    observerProject: Array.from({ length: p.observers }, (_, j) => j % p.projects),
    visitorProject: Array.from({ length: p.conversations }, (_, i) => i % p.projects),
  };
}

export function describeTopology(t: Topology): string {
  const n = t.projects.length;
  const sizes = [...new Set(t.projects.map((p) => p.sockets))].sort((a, b) => b - a).join(' or ');
  const total = t.projects.reduce((s, p) => s + p.sockets, 0);
  return n === 1
    ? `1 project, all ${total} sockets on its channel (worst case: every message goes to every socket)`
    : `${n} projects x ${sizes} sockets on each project channel (${total} in all; a message goes to its own project's sockets only)`;
}

/** Short form for verdict lines: "1 project x 500 sockets", "100 projects x 5 sockets". */
export function topologyLabel(t: Topology): string {
  const n = t.projects.length;
  const sizes = [...new Set(t.projects.map((p) => p.sockets))].sort((a, b) => b - a).join('/');
  return `${n} project${n === 1 ? '' : 's'} x ${sizes} sockets`;
}
