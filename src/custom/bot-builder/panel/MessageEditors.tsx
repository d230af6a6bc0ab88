// Editors of the steps that are mostly a message: text (with GIFs), question, knowledge-base search, CSAT
// request, calendar, and the buttons step.
import type { Step, StepOf } from '../../../domain/flows';
import { BUILDER_UI } from '../labels';
import { scoped, type ProblemFn } from '../model';
import { GifField } from '../rich/GifField';
import { RichTextInput } from '../rich/RichTextInput';
import { ButtonOptionsEditor } from './ButtonOptionsEditor';
import { Field, useStepPatch } from './fields';
import { useBuilder } from '../BuilderContext';

export interface EditorProps<T extends Step> {
  pathId: string;
  problem: ProblemFn;
  step: T;
}

type MessageStep = StepOf<'plainInput' | 'zendeskSearchKnowledgeBase' | 'serviceCloudKnowledgeBase' | 'feedback'>;

export function TextEditor({ pathId, step, problem }: EditorProps<StepOf<'text'>>) {
  const patch = useStepPatch<'text'>(pathId, step);
  const { canWrite } = useBuilder();
  return (
    <>
      <RichTextInput label={BUILDER_UI.message} value={step.message} onChange={(message) => patch({ message })} error={problem('message')} disabled={!canWrite} />
      <GifField value={step.gifs} onChange={(gifs) => patch({ gifs })} disabled={!canWrite} />
    </>
  );
}

export function MessageOnlyEditor({ pathId, step, problem }: EditorProps<MessageStep>) {
  const patch = useStepPatch<MessageStep['type']>(pathId, step);
  const { canWrite } = useBuilder();
  const label = step.type === 'zendeskSearchKnowledgeBase' || step.type === 'serviceCloudKnowledgeBase' ? BUILDER_UI.searchPrompt : BUILDER_UI.message;
  return <RichTextInput label={label} value={step.message} onChange={(message) => patch({ message })} error={problem('message')} disabled={!canWrite} />;
}

export function CalendarEditor({ pathId, step, problem }: EditorProps<StepOf<'calendar'>>) {
  const patch = useStepPatch<'calendar'>(pathId, step);
  const { canWrite } = useBuilder();
  return (
    <>
      <RichTextInput label={BUILDER_UI.message} value={step.message} onChange={(message) => patch({ message })} error={problem('message')} disabled={!canWrite} />
      <Field label={BUILDER_UI.calendarUrl} value={step.url} onChange={(url) => patch({ url })} error={problem('url')} />
    </>
  );
}

export function ButtonsEditor({ pathId, step, problem }: EditorProps<StepOf<'buttons'>>) {
  const patch = useStepPatch<'buttons'>(pathId, step);
  const { canWrite } = useBuilder();
  return (
    <>
      <RichTextInput label={BUILDER_UI.message} value={step.message} onChange={(message) => patch({ message })} error={problem('message')} disabled={!canWrite} />
      <ButtonOptionsEditor options={step.options} onChange={(options) => patch({ options })} problem={scoped(problem, 'options')} />
    </>
  );
}
