// The open conversation's command runner, published by the inbox for the command palette (mounted in the layout,
// outside the inbox's data providers): the palette runs the very actions the shortcuts run, never a copy of them.
import { useSyncExternalStore } from 'react';
import type { ShortcutAction } from '../../../domain/keyboard/shortcuts';

export interface OpenConversationCommands {
  conversationId: number;
  run(action: ShortcutAction): void;
}

let current: OpenConversationCommands | null = null;
const listeners = new Set<() => void>();

export function publishOpenConversation(commands: OpenConversationCommands | null): void {
  current = commands;
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOpenConversationCommands(): OpenConversationCommands | null {
  return useSyncExternalStore(subscribe, () => current);
}
