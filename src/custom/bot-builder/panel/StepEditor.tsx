// The side panel's editor for one step: the fields of its type, the problems validation found on it, and the
// upgrade prompt when its type or routing needs a plan feature.
import { Alert, Stack, Typography } from '@mui/material';
import { STEP_LABELS, issuesAt, type Step } from '../../../domain/flows';
import { UpgradePrompt } from '../../settings/upgrade';
import { useBuilder } from '../BuilderContext';
import { problemsOf, type ProblemFn } from '../model';
import { AppEditor, InputEditor, LinkEditor, NextStateEditor, NotificationEditor, TicketEditor } from './ActionEditors';
import { BranchEditor } from './BranchEditor';
import { ButtonsEditor, CalendarEditor, MessageOnlyEditor, TextEditor } from './MessageEditors';

function Fields({ pathId, step, problem }: { pathId: string; step: Step; problem: ProblemFn }) {
  switch (step.type) {
    case 'text':
      return <TextEditor pathId={pathId} step={step} problem={problem} />;
    case 'buttons':
      return <ButtonsEditor pathId={pathId} step={step} problem={problem} />;
    case 'input':
      return <InputEditor pathId={pathId} step={step} problem={problem} />;
    case 'plainInput':
    case 'zendeskSearchKnowledgeBase':
    case 'serviceCloudKnowledgeBase':
    case 'feedback':
      return <MessageOnlyEditor pathId={pathId} step={step} problem={problem} />;
    case 'link':
      return <LinkEditor pathId={pathId} step={step} problem={problem} />;
    case 'app':
      return <AppEditor pathId={pathId} step={step} problem={problem} />;
    case 'notification':
      return <NotificationEditor pathId={pathId} step={step} problem={problem} />;
    case 'zendeskCreateTicket':
    case 'serviceCloudCreateTicket':
      return <TicketEditor pathId={pathId} step={step} problem={problem} />;
    case 'nextState':
      return <NextStateEditor pathId={pathId} step={step} problem={problem} />;
    case 'nextStateFromResponse':
      return <BranchEditor pathId={pathId} step={step} problem={problem} />;
    case 'calendar':
      return <CalendarEditor pathId={pathId} step={step} problem={problem} />;
  }
}

export function StepEditor({ pathId, step }: { pathId: string; step: Step }) {
  const { result } = useBuilder();
  const issues = issuesAt(result, { pathId, stepId: step.id });
  // Rules about the step as a whole (one per path, gated features) have the field 'type'.
  const whole = issues.filter((e) => e.field === 'type' || e.severity === 'warning');
  const features = [...new Set(issues.flatMap((e) => (e.feature ? [e.feature] : [])))];
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {STEP_LABELS[step.type]}
      </Typography>
      {features.map((f) => (
        <UpgradePrompt key={f} feature={f} />
      ))}
      {whole
        .filter((e) => !e.feature)
        .map((e, i) => (
          <Alert key={i} severity={e.severity}>
            {e.message}
          </Alert>
        ))}
      <Fields pathId={pathId} step={step} problem={problemsOf(issues.filter((e) => e.severity === 'error'))} />
    </Stack>
  );
}
