// The flow-wide parts before the paths: the greeting message (where every conversation starts) and the topics.
// Click to edit them in the side panel.
import type { ReactNode } from 'react';
import { ButtonBase, Paper, Stack, Typography } from '@mui/material';
import { issuesAt, topicProductCount } from '../../../domain/flows';
import { docToText } from '../../../domain/inbox/richText';
import { TOPIC_PRODUCTS_MAX } from '../../../domain/constants';
import { useBuilder } from '../BuilderContext';
import { BUILDER_UI } from '../labels';
import { buttonLabels } from '../model';
import { IssueList } from './IssueList';

function Card({ title, selected, onClick, children }: { title: string; selected: boolean; onClick(): void; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ borderColor: selected ? 'primary.main' : 'divider', borderWidth: selected ? 2 : 1 }}>
      <ButtonBase onClick={onClick} aria-label={title} aria-pressed={selected} sx={{ display: 'block', textAlign: 'left', width: '100%', p: 1.5 }}>
        <Typography variant="subtitle2">{title}</Typography>
      </ButtonBase>
      <Stack sx={{ px: 1.5, pb: 1.5 }}>{children}</Stack>
    </Paper>
  );
}

export function FlowCards() {
  const { draft, result } = useBuilder();
  const { flow, selection } = draft;
  const flowIssues = issuesAt(result, {});
  const greetingIssues = flowIssues.filter((e) => e.field.startsWith('greeting.'));
  const topicIssues = flowIssues.filter((e) => e.field === 'topics');
  const otherIssues = flowIssues.filter((e) => !e.field.startsWith('greeting.') && e.field !== 'topics');
  return (
    <Stack spacing={2} sx={{ width: 220, flexShrink: 0 }}>
      <Card title={BUILDER_UI.greeting} selected={selection?.kind === 'greeting'} onClick={() => draft.select({ kind: 'greeting' })}>
        {flow.greeting.variants.map((v) => (
          <Typography key={v.id} variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
            {docToText(v.value) || (v.gifs.length > 0 ? `[${v.gifs.length} GIF]` : '—')}
          </Typography>
        ))}
        {flow.greeting.buttons
          .filter((b) => b.label.trim() !== '')
          .map((b) => (
            <Typography key={b.id} variant="caption">
              {buttonLabels([b])}
            </Typography>
          ))}
        <IssueList issues={greetingIssues} label={`${BUILDER_UI.greeting}: problems`} />
      </Card>
      <Card title={BUILDER_UI.topics} selected={selection?.kind === 'topics'} onClick={() => draft.select({ kind: 'topics' })}>
        <Typography variant="body2" color="text.secondary">
          {BUILDER_UI.productCount(topicProductCount(flow.topics), TOPIC_PRODUCTS_MAX)}
        </Typography>
        <IssueList issues={topicIssues} label={`${BUILDER_UI.topics}: problems`} />
      </Card>
      <IssueList issues={otherIssues} label="Conversation problems" />
      {!selection && (
        <Typography variant="caption" color="text.secondary">
          {BUILDER_UI.noSelection}
        </Typography>
      )}
    </Stack>
  );
}
