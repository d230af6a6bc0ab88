// First-party storage of the visitor's session (the site's own localStorage, keyed by project), so a returning
// visitor resumes the same identity and conversation. Storage may be blocked (privacy modes): then every read is
// empty and every write is a no-op, and the widget simply starts a new session.
import { launcherLook, type LauncherLook } from './launcherLook';
import type { Session } from './types';

export interface Stored {
  session: Session | null;
  conversationId: number | null;
  /** Visit clock for time on site (see tracking.ts). */
  visit: { start: number; lastActive: number } | null;
}

const EMPTY: Stored = { session: null, conversationId: null, visit: null };

export class WidgetStorage {
  private readonly key: string;

  constructor(
    projectKey: string,
    private readonly store: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null = safeLocalStorage(),
  ) {
    this.key = `parley:${projectKey}`;
  }

  read(): Stored {
    try {
      const raw = this.store?.getItem(this.key);
      if (!raw) return { ...EMPTY };
      const v = JSON.parse(raw) as Partial<Stored>;
      const session = v.session && typeof v.session.token === 'string' && typeof v.session.visitorId === 'string' ? v.session : null;
      const conversationId = typeof v.conversationId === 'number' ? v.conversationId : null;
      const visit = v.visit && typeof v.visit.start === 'number' && typeof v.visit.lastActive === 'number' ? v.visit : null;
      return { session, conversationId, visit };
    } catch {
      return { ...EMPTY };
    }
  }

  write(patch: Partial<Stored>): void {
    try {
      this.store?.setItem(this.key, JSON.stringify({ ...this.read(), ...patch }));
    } catch {
      // Quota or privacy mode: the session lasts as long as the page.
    }
  }

  /** The launcher's look from this site's last load (launcherLook.ts), under its own key; null when none. */
  readLook(): LauncherLook | null {
    try {
      const raw = this.store?.getItem(`${this.key}:look`);
      const v: unknown = raw ? JSON.parse(raw) : null;
      return v && typeof v === 'object' ? launcherLook(v as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }

  writeLook(look: LauncherLook | null): void {
    try {
      if (look) this.store?.setItem(`${this.key}:look`, JSON.stringify(look));
      else this.store?.removeItem(`${this.key}:look`);
    } catch {
      // as write()
    }
  }

  clear(): void {
    try {
      this.store?.removeItem(this.key);
    } catch {
      // as above
    }
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // access itself throws when the site's storage is blocked
  }
}
