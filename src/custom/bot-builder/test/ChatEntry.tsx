// One entry of the test transcript as the widget would show it: bot bubbles on the left (with their buttons,
// rating or calendar), the visitor's on the right, notes about what a live conversation would do in between.
import { Alert, Box, Button, Link, Paper, Stack, Typography } from '@mui/material';
import { safeHref } from '../../../domain/inbox/html';
import { sanitizeHtml } from '../../../ui/sanitizeHtml';
import { TEST_UI, type Entry } from './testModel';

export interface ChatEntryProps {
  entry: Entry;
  /** Its buttons answer (the bot waits on this entry). */
  active: boolean;
  onButton(optionId: string, label: string): void;
  onContinue(): void;
}

function Bubble({ html }: { html: string }) {
  if (!html) return null;
  // docToHtml writes only what the HTML policy allows; the sanitizer makes sure of it where it is rendered.
  return <Box sx={{ '& p': { m: 0 }, '& ul, & ol': { my: 0.5, pl: 2.5 } }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}

function Choices({ options, active, onPick }: { options: ReadonlyArray<{ id: string; label: string }>; active: boolean; onPick(id: string, label: string): void }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
      {options.map((o) => (
        <Button key={o.id} size="small" variant="outlined" disabled={!active} onClick={() => onPick(o.id, o.label)}>
          {o.label}
        </Button>
      ))}
    </Stack>
  );
}

function BotBody({ entry, active, onButton, onContinue }: ChatEntryProps & { entry: Extract<Entry, { from: 'bot' }> }) {
  switch (entry.kind) {
    case 'text':
      return (
        <>
          <Bubble html={entry.html} />
          {entry.gifs.map((g, i) => {
            const src = safeHref(g.original);
            return src ? <Box key={i} component="img" src={src} alt={g.name} sx={{ maxWidth: 200, borderRadius: 1, mt: 0.5, display: 'block' }} /> : null;
          })}
        </>
      );
    case 'buttons':
      return (
        <>
          <Bubble html={entry.html} />
          <Choices options={entry.options} active={active} onPick={onButton} />
        </>
      );
    case 'prompt':
      return <Bubble html={entry.html} />;
    case 'link': {
      const href = safeHref(entry.url);
      return (
        <Stack>
          {href ? (
            <Link href={href} target="_blank" rel="noopener noreferrer">
              {entry.title || entry.url}
            </Link>
          ) : (
            <Typography>{entry.title}</Typography>
          )}
          {entry.subtitle && <Typography variant="caption">{entry.subtitle}</Typography>}
        </Stack>
      );
    }
    case 'calendar': {
      const href = safeHref(entry.url);
      return (
        <>
          <Bubble html={entry.html} />
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            {href && (
              <Button size="small" variant="outlined" href={href} target="_blank" rel="noopener noreferrer">
                {TEST_UI.bookMeeting}
              </Button>
            )}
            <Button size="small" disabled={!active} onClick={onContinue}>
              {TEST_UI.done}
            </Button>
          </Stack>
        </>
      );
    }
    case 'rating':
      return (
        <>
          <Bubble html={entry.html} />
          <Choices options={entry.ratings} active={active} onPick={onButton} />
        </>
      );
  }
}

export function ChatEntry(props: ChatEntryProps) {
  const { entry } = props;
  if (entry.from === 'note') {
    return (
      <Alert severity={entry.tone} variant="outlined" sx={{ alignSelf: 'center', maxWidth: '90%' }}>
        {entry.text}
        {entry.detail && (
          <Typography variant="caption" component="div">
            {entry.detail}
          </Typography>
        )}
      </Alert>
    );
  }
  const bot = entry.from === 'bot';
  return (
    <Paper
      elevation={0}
      data-from={entry.from}
      sx={{
        alignSelf: bot ? 'flex-start' : 'flex-end',
        maxWidth: '80%',
        px: 1.5,
        py: 1,
        borderRadius: 2,
        bgcolor: bot ? 'action.hover' : 'primary.main',
        color: bot ? 'text.primary' : 'primary.contrastText',
      }}
    >
      {entry.from === 'visitor' ? <Typography>{entry.text}</Typography> : <BotBody {...props} entry={entry} />}
    </Paper>
  );
}
