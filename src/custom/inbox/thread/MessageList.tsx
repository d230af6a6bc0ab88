// The thread: older messages on demand at the top, the newest at the bottom, scrolled into view when a
// conversation opens and when the agent sends (spec §4: "appended and scrolled to on send").
import { useEffect, useRef } from 'react';
import { Box, Button, CircularProgress } from '@mui/material';
import type { ThreadEntry } from '../data';
import { UI } from '../labels';
import { MessageEntry } from './MessageEntry';

export interface MessageListProps {
  conversationId: number;
  entries: readonly ThreadEntry[];
  isLoading: boolean;
  hasOlder: boolean;
  loadOlder(): void;
  visitorName: string;
  /** Grows with each reply the agent sends: the thread follows it to the end. */
  sentCount: number;
  onRetry(clientId: string): void;
  onDiscard(clientId: string): void;
}

export function MessageList(props: MessageListProps) {
  const { conversationId, entries, isLoading, hasOlder, loadOlder, visitorName, sentCount, onRetry, onDiscard } = props;
  const end = useRef<HTMLDivElement>(null);
  const loaded = !isLoading && entries.length > 0;
  const nowMs = Date.now();

  useEffect(() => {
    // jsdom and old browsers have no scrollIntoView: nothing to follow there.
    if (loaded) end.current?.scrollIntoView?.({ block: 'end' });
  }, [conversationId, loaded, sentCount]);

  return (
    <Box sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1, minHeight: 0 }} data-testid="thread">
      {hasOlder && (
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <Button size="small" onClick={loadOlder}>
            {UI.loadOlder}
          </Button>
        </Box>
      )}
      {isLoading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
          <CircularProgress size={24} />
        </Box>
      )}
      {entries.map((entry) => (
        <MessageEntry key={entry.key} entry={entry} visitorName={visitorName} nowMs={nowMs} onRetry={onRetry} onDiscard={onDiscard} />
      ))}
      <div ref={end} />
    </Box>
  );
}
