// Visitors' typing in the agent's inbox: `typing` events on the project channel (unsequenced) patch a client-only
// cache entry through the pure rules of domain/inbox/typing.ts; an entry not refreshed within TYPING_SHOWN_MS is
// dropped by a timer, so a lost "stopped" does not stick. The agent's own typing goes out through the provider's
// sendTyping, paced by typingStep.
import { useCallback, useContext, useEffect, useRef } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  NO_TYPING,
  TYPING_IDLE_MS,
  TYPING_QUIET,
  isVisitorTypingEvent,
  typingEndedByMessage,
  typingExpired,
  typingIn,
  typingReceived,
  typingStep,
  type TypingEntry,
  type TypingSignal,
  type TypingState,
} from '../../../domain/inbox/typing';
import { InboxDataContext } from './context';
import { inboxKeys } from './keys';
import { useLocalCache } from './useLocalCache';

export interface TypingKeeper {
  /** A project-channel event: `typing` shows or clears; a visitor's `new-message` ends their typing. */
  receive(event: string, data: unknown): void;
  dispose(): void;
}

export function createTypingKeeper(qc: QueryClient, now: () => number = Date.now): TypingKeeper {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const patch = (change: (s: TypingState) => TypingState) => {
    const current = qc.getQueryData<TypingState>(inboxKeys.typing) ?? NO_TYPING;
    const next = change(current);
    if (next !== current) qc.setQueryData<TypingState>(inboxKeys.typing, next);
  };
  const expireAt = (until: number) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      patch((s) => typingExpired(s, now()));
    }, Math.max(0, until - now()) + 10);
    timers.add(timer);
  };
  return {
    receive(event, data) {
      if (event === 'typing' && isVisitorTypingEvent(data)) {
        patch((s) => typingReceived(s, data, now()));
        const entry = (qc.getQueryData<TypingState>(inboxKeys.typing) ?? NO_TYPING)[data.conversationId];
        if (entry) expireAt(entry.until);
        return;
      }
      if (event === 'new-message' && data && typeof data === 'object') {
        const d = data as { conversationId?: unknown; message?: { senderType?: unknown } };
        if (typeof d.conversationId === 'number' && typeof d.message?.senderType === 'string') {
          const { conversationId } = d;
          const senderType = d.message.senderType;
          patch((s) => typingEndedByMessage(s, conversationId, senderType));
        }
      }
    },
    dispose() {
      timers.forEach((t) => clearTimeout(t));
      timers.clear();
    },
  };
}

/** The visitor typing in this conversation right now, or null. */
export function useVisitorTyping(conversationId: number): TypingEntry | null {
  const state = useLocalCache<TypingState>(inboxKeys.typing) ?? NO_TYPING;
  return typingIn(state, conversationId, Date.now());
}

export interface AgentTyping {
  /** The draft changed. */
  keystroke(): void;
  /** The reply went out. */
  sent(): void;
}

/**
 * The agent's typing in one conversation, told to its visitor: typing:true at most every 2 s while typing,
 * typing:false after 3 s idle, on send, and when the editor leaves the conversation. Outside an inbox (tests of
 * the composer alone) it does nothing.
 */
export function useAgentTyping(conversationId: number | undefined): AgentTyping {
  const sendTyping = useContext(InboxDataContext)?.sendTyping;
  const latest = useRef({ sendTyping, conversationId });
  latest.current = { sendTyping, conversationId };
  const signal = useRef<TypingSignal>(TYPING_QUIET);
  const idle = useRef<ReturnType<typeof setTimeout> | null>(null);

  const step = useCallback((input: 'keystroke' | 'idle' | 'sent' | 'left', id = latest.current.conversationId) => {
    const transmit = latest.current.sendTyping;
    if (!transmit || id === undefined) return;
    const { state, send } = typingStep(signal.current, input, Date.now());
    signal.current = state;
    if (send !== null) transmit(id, send);
  }, []);

  const clearIdle = useCallback(() => {
    if (idle.current) clearTimeout(idle.current);
    idle.current = null;
  }, []);

  // Leaving a conversation (or unmounting) tells that conversation's visitor the agent stopped.
  useEffect(
    () => () => {
      clearIdle();
      step('left', conversationId);
    },
    [conversationId, step, clearIdle],
  );

  const keystroke = useCallback(() => {
    step('keystroke');
    clearIdle();
    idle.current = setTimeout(() => {
      idle.current = null;
      step('idle');
    }, TYPING_IDLE_MS);
  }, [step, clearIdle]);

  const sent = useCallback(() => {
    clearIdle();
    step('sent');
  }, [step, clearIdle]);

  return { keystroke, sent };
}
