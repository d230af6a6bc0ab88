// The thread: older messages on demand at the top, the newest at the bottom, scrolled into view when a
// conversation opens and when the agent sends (spec §4: "appended and scrolled to on send"). A new message follows
// into view while the agent is at the end; scrolled up reading, they get a "New messages" pill instead.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Box, Button, Chip, CircularProgress } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { chosenOptions, isAtEnd } from '../../../domain/inbox/threadView';
import type { ThreadEntry } from '../data';
import { fill, UI } from '../labels';
import { MessageEntry } from './MessageEntry';
import { useFoundMessage } from '../search/useFoundMessage';
import { useHeldSends } from '../edits/useHeldSends';

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
  useHeldSends(); // undo send (issue 27): replies held in the agent's send window
  const list = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const atEnd = useRef(true);
  const [unseen, setUnseen] = useState(0);
  const loaded = !isLoading && entries.length > 0;
  const nowMs = Date.now();
  const chosen = useMemo(() => chosenOptions(entries.map((e) => e.message)), [entries]);
  const newest = entries.at(-1)?.key;
  const count = useRef(entries.length);

  const toEnd = () => {
    // jsdom and old browsers have no scrollIntoView: nothing to follow there.
    end.current?.scrollIntoView?.({ block: 'end' });
    atEnd.current = true;
    setUnseen(0);
  };

  useEffect(() => {
    if (loaded) toEnd();
  }, [conversationId, loaded, sentCount]);
  // A search result opened: after the jump to the end above, the matched message is scrolled to and marked.
  useFoundMessage(list, { conversationId, entries, loaded, isLoading, hasOlder, loadOlder });

  // A newer message: follow it when the agent is at the end, else count it for the pill. (Older pages loaded at
  // the top change the count but not the newest message.)
  useLayoutEffect(() => {
    const added = entries.length - count.current;
    count.current = entries.length;
    if (!loaded || added <= 0) return;
    if (atEnd.current) toEnd();
    else setUnseen((n) => n + added);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [newest]);

  return (
    <Box sx={{ flex: 1, position: 'relative', minHeight: 0, display: 'flex', flexDirection: 'column' }}>
      <Box
        ref={list}
        sx={{
          flex: 1,
          overflowY: 'auto',
          px: 2,
          py: 1,
          minHeight: 0,
          '& [data-testid="thread-entry"]': { transition: 'background-color 0.8s ease-out', borderRadius: 1 },
          '& [data-found="true"]': { bgcolor: (t) => (t.palette.mode === 'dark' ? 'rgba(255, 213, 79, 0.18)' : 'rgba(255, 213, 79, 0.3)') },
        }}
        data-testid="thread"
        onScroll={(e) => {
          atEnd.current = isAtEnd(e.currentTarget);
          if (atEnd.current && unseen) setUnseen(0);
        }}
      >
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
        {entries.map((entry, i) => (
          <MessageEntry key={entry.key} entry={entry} visitorName={visitorName} nowMs={nowMs} onRetry={onRetry} onDiscard={onDiscard} chosen={chosen.get(i) ?? null} conversationId={conversationId} />
        ))}
        <div ref={end} />
      </Box>
      {unseen > 0 && (
        <Chip
          color="primary"
          icon={<ArrowDownwardIcon />}
          label={unseen === 1 ? UI.newMessage : fill(UI.newMessages, { count: unseen })}
          onClick={toEnd}
          sx={{ position: 'absolute', bottom: 12, left: '50%', transform: 'translateX(-50%)', boxShadow: 3, fontWeight: 600 }}
        />
      )}
    </Box>
  );
}
