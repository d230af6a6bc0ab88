// Editors of the steps that ask, link, alert or hand over: input (the chat field it fills, its validation kind),
// link, connect to a human, alert, tickets, go to path, and branching on the response.
import { Stack } from '@mui/material';
import { INPUT_VALIDATIONS, type InputValidation, type StepOf } from '../../../domain/flows';
import { useBuilder } from '../BuilderContext';
import { BUILDER_UI, VALIDATION_LABELS } from '../labels';
import { scoped } from '../model';
import { RichTextInput } from '../rich/RichTextInput';
import { AssignmentPicker } from './AssignmentPicker';
import { ChatFieldPicker } from './ChatFieldPicker';
import { Field, SelectField, useStepPatch } from './fields';
import type { EditorProps } from './MessageEditors';
import { PathSelect, RedirectPicker } from './RedirectPicker';
import { RoutingFields } from './RoutingFields';
import { useChatFields } from './useChatFields';

export function InputEditor({ pathId, step, problem }: EditorProps<StepOf<'input'>>) {
  const patch = useStepPatch<'input'>(pathId, step);
  const { canWrite } = useBuilder();
  const chatFields = useChatFields();
  return (
    <>
      <RichTextInput label={BUILDER_UI.message} value={step.message} onChange={(message) => patch({ message })} error={problem('message')} disabled={!canWrite} />
      <ChatFieldPicker label={BUILDER_UI.field} value={step.field} custom={chatFields} onChange={(field) => patch({ field })} error={problem('field')} />
      <SelectField<InputValidation>
        label={BUILDER_UI.validation}
        value={step.validation}
        onChange={(validation) => patch({ validation })}
        options={INPUT_VALIDATIONS.map((v) => ({ value: v, label: VALIDATION_LABELS[v] }))}
      />
      <RedirectPicker value={step.redirect} onChange={(redirect) => patch({ redirect })} problem={scoped(problem, 'redirect')} />
    </>
  );
}

export function LinkEditor({ pathId, step, problem }: EditorProps<StepOf<'link'>>) {
  const patch = useStepPatch<'link'>(pathId, step);
  return (
    <>
      <Field label={BUILDER_UI.url} value={step.url} onChange={(url) => patch({ url })} error={problem('url')} />
      <Field label={BUILDER_UI.title} value={step.title} onChange={(title) => patch({ title })} error={problem('title')} />
      <Field label={BUILDER_UI.subtitle} value={step.subtitle} onChange={(subtitle) => patch({ subtitle })} error={problem('subtitle')} />
    </>
  );
}

export function AppEditor({ pathId, step, problem }: EditorProps<StepOf<'app'>>) {
  const patch = useStepPatch<'app'>(pathId, step);
  const { canWrite } = useBuilder();
  return (
    <Stack spacing={1}>
      <RichTextInput label={BUILDER_UI.message} value={step.message} onChange={(message) => patch({ message })} error={problem('message')} disabled={!canWrite} />
      <RoutingFields value={step.routing} onChange={(routing) => patch({ routing })} problem={scoped(problem, 'routing')} />
      <Field
        label={BUILDER_UI.waitSeconds}
        type="number"
        value={step.waitSeconds ?? ''}
        onChange={(v) => patch({ waitSeconds: v.trim() === '' ? null : Number(v) })}
        error={problem('waitSeconds')}
      />
      <RichTextInput
        label={BUILDER_UI.offlineMessage}
        value={step.offlineMessage}
        onChange={(offlineMessage) => patch({ offlineMessage })}
        error={problem('offlineMessage')}
        disabled={!canWrite}
      />
    </Stack>
  );
}

export function NotificationEditor({ pathId, step, problem }: EditorProps<StepOf<'notification'>>) {
  const patch = useStepPatch<'notification'>(pathId, step);
  return (
    <>
      <AssignmentPicker label={BUILDER_UI.recipients} value={step.recipients} onChange={(recipients) => patch({ recipients })} error={problem('recipients')} />
      <Field label={BUILDER_UI.note} value={step.note} onChange={(note) => patch({ note })} error={problem('note')} multiline minRows={2} />
    </>
  );
}

export function TicketEditor({ pathId, step, problem }: EditorProps<StepOf<'zendeskCreateTicket' | 'serviceCloudCreateTicket'>>) {
  const patch = useStepPatch<'zendeskCreateTicket' | 'serviceCloudCreateTicket'>(pathId, step);
  const { canWrite } = useBuilder();
  return (
    <>
      <Field label={BUILDER_UI.subject} value={step.subject} onChange={(subject) => patch({ subject })} error={problem('subject')} />
      <RichTextInput label={BUILDER_UI.confirmation} value={step.message} onChange={(message) => patch({ message })} error={problem('message')} disabled={!canWrite} />
    </>
  );
}

export function NextStateEditor({ pathId, step, problem }: EditorProps<StepOf<'nextState'>>) {
  const patch = useStepPatch<'nextState'>(pathId, step);
  return <PathSelect value={step.pathId} onChange={(target) => patch({ pathId: target })} error={problem('pathId')} />;
}
