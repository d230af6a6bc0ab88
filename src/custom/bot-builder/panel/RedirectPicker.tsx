// Where a response leads (spec §3 redirect kinds): the next step, another path, an alert, Slack, or a human.
import { Stack } from '@mui/material';
import { REDIRECT_KINDS, type Redirect, type RedirectKind } from '../../../domain/flows';
import { useBuilder } from '../BuilderContext';
import { BUILDER_UI, REDIRECT_LABELS } from '../labels';
import { redirectOfKind, scoped, type ProblemFn } from '../model';
import { AssignmentPicker } from './AssignmentPicker';
import { ChannelPicker } from './ChannelPicker';
import { SelectField } from './fields';
import { RoutingFields } from './RoutingFields';

export interface RedirectPickerProps {
  label?: string;
  value: Redirect;
  onChange(value: Redirect): void;
  /** Problems under this redirect (fields 'pathId', 'recipients', 'channelId', 'routing...'). */
  problem: ProblemFn;
  kinds?: readonly RedirectKind[];
}

export function PathSelect({ value, onChange, error }: { value: string; onChange(pathId: string): void; error?: string | null }) {
  const { draft } = useBuilder();
  return (
    <SelectField<string>
      label={BUILDER_UI.path}
      value={value}
      onChange={onChange}
      error={error}
      options={[{ value: '', label: '—', disabled: true }, ...draft.flow.paths.map((p) => ({ value: p.id, label: p.name || p.id }))]}
    />
  );
}

export function RedirectPicker({ label = BUILDER_UI.leadsTo, value, onChange, problem, kinds = REDIRECT_KINDS }: RedirectPickerProps) {
  return (
    <Stack>
      <SelectField<RedirectKind>
        label={label}
        value={value.kind}
        onChange={(kind) => onChange(redirectOfKind(kind, value))}
        options={kinds.map((k) => ({ value: k, label: REDIRECT_LABELS[k] }))}
      />
      {value.kind === 'nextState' && <PathSelect value={value.pathId} onChange={(pathId) => onChange({ ...value, pathId })} error={problem('pathId')} />}
      {value.kind === 'alerts' && (
        <AssignmentPicker label={BUILDER_UI.recipients} value={value.recipients} onChange={(recipients) => onChange({ ...value, recipients })} error={problem('recipients')} />
      )}
      {value.kind === 'slack' && (
        <ChannelPicker source="slack" value={value.channelId} onChange={(channelId) => onChange({ ...value, channelId })} error={problem('channelId')} />
      )}
      {value.kind === 'app' && <RoutingFields value={value.routing} onChange={(routing) => onChange({ ...value, routing })} problem={scoped(problem, 'routing')} />}
    </Stack>
  );
}
