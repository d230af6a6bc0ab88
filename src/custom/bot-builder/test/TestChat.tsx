// The test chat window: the transcript, the visitor's input, restart and (for an A/B test) which greeting
// variant to show.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, IconButton, MenuItem, Paper, Stack, TextField } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import { docToText } from '../../../domain/inbox/richText';
import type { Flow } from '../../../domain/flows';
import { ChatEntry } from './ChatEntry';
import { activeEntryId, canType, TEST_UI } from './testModel';
import { useBotRun } from './useBotRun';

export function TestChat({ flow }: { flow: Flow }) {
  const run = useBotRun(flow);
  const [text, setText] = useState('');
  const end = useRef<HTMLDivElement>(null);
  const active = activeEntryId(run.entries, run.state);
  // A statement, not an expression: newer browsers return a promise from scrollIntoView, which React would take
  // for the effect's cleanup.
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [run.entries.length]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const said = text.trim();
    if (!said || !canType(run.state) || run.busy) return;
    run.send({ kind: 'text', text: said }, said);
    setText('');
  };

  return (
    <Paper variant="outlined" sx={{ width: 420, display: 'flex', flexDirection: 'column', height: 600 }}>
      <Stack direction="row" spacing={1} sx={{ p: 1, borderBottom: 1, borderColor: 'divider', alignItems: 'center' }}>
        {flow.greeting.variants.length > 1 && (
          <TextField select size="small" label={TEST_UI.variant} value={run.variantId ?? ''} onChange={(e) => run.restart(e.target.value)} sx={{ flex: 1 }}>
            {flow.greeting.variants.map((v, i) => (
              <MenuItem key={v.id} value={v.id}>
                {`${i + 1}. ${docToText(v.value).slice(0, 40)}`}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button onClick={() => run.restart()} sx={{ ml: 'auto' }}>
          {TEST_UI.restart}
        </Button>
      </Stack>
      <Stack role="log" aria-label={TEST_UI.transcript} spacing={1} sx={{ flex: 1, overflowY: 'auto', p: 1.5 }}>
        {run.entries.map((entry) => (
          <ChatEntry
            key={entry.id}
            entry={entry}
            active={entry.id === active}
            onButton={(optionId, label) => run.send({ kind: 'button', optionId }, label)}
            onContinue={() => run.send({ kind: 'continue' }, null)}
          />
        ))}
        <div ref={end} />
      </Stack>
      <Stack component="form" direction="row" spacing={1} onSubmit={submit} sx={{ p: 1, borderTop: 1, borderColor: 'divider' }}>
        <TextField
          size="small"
          fullWidth
          placeholder={TEST_UI.placeholder}
          value={text}
          disabled={!canType(run.state) || run.busy}
          onChange={(e) => setText(e.target.value)}
          slotProps={{ htmlInput: { 'aria-label': TEST_UI.placeholder } }}
        />
        <IconButton type="submit" color="primary" aria-label={TEST_UI.send} disabled={!canType(run.state) || run.busy}>
          <SendIcon />
        </IconButton>
      </Stack>
    </Paper>
  );
}
