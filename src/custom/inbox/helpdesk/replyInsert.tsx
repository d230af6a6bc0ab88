// How a panel beside the thread puts text into the reply editor: the composer registers its editor handle here
// (<ReplyInsertBridge>), the helpdesk cards call insert(). Scoped to one open conversation by <ReplyInsertProvider>.
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { EditorHandle } from '../editor/ReplyEditor';

interface ReplyInsert {
  /** Null while no editor is mounted (the agent may not reply, or the visitor is blocked). */
  insertText: ((text: string) => void) | null;
  register(handle: EditorHandle | null): void;
}

const Ctx = createContext<ReplyInsert>({ insertText: null, register: () => {} });

export function ReplyInsertProvider({ children }: { children: ReactNode }) {
  const handle = useRef<EditorHandle | null>(null);
  const [ready, setReady] = useState(false);
  const value = useMemo<ReplyInsert>(
    () => ({
      insertText: ready ? (text) => handle.current?.insert([{ type: 'text', text }]) : null,
      register: (h) => {
        handle.current = h;
        setReady(h !== null);
      },
    }),
    [ready],
  );
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/** Rendered by the composer with its editor handle. */
export function ReplyInsertBridge({ editor }: { editor: EditorHandle }) {
  const { register } = useContext(Ctx);
  const latest = useRef(editor);
  latest.current = editor;
  useEffect(() => {
    register({ insert: (content) => latest.current.insert(content) });
    return () => register(null);
  }, [register]);
  return null;
}

export const useReplyInsert = () => useContext(Ctx).insertText;
