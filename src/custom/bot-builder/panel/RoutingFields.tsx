// Connect-to-human routing (spec §4): the mode (advanced ones gated by plan), the destination (Inbox, Slack, MS
// Teams) with its channel, who to assign, and custom routing rules.
import LockIcon from '@mui/icons-material/Lock';
import { Stack } from '@mui/material';
import {
  DESTINATIONS,
  DESTINATION_LABELS,
  OWNER_ROUTING_MODES,
  ROUTING_MODES,
  isAdvancedRouting,
  type Destination,
  type Routing,
  type RoutingMode,
} from '../../../domain/flows';
import { useBuilder } from '../BuilderContext';
import { BUILDER_UI, ROUTING_LABELS } from '../labels';
import type { ProblemFn } from '../model';
import { AssignmentPicker } from './AssignmentPicker';
import { ChannelPicker } from './ChannelPicker';
import { CustomRulesEditor } from './CustomRulesEditor';
import { SelectField } from './fields';

export interface RoutingFieldsProps {
  value: Routing;
  onChange(value: Routing): void;
  /** Problems under this routing (fields 'assignment', 'channelId', 'customRules'...). */
  problem: ProblemFn;
}

export function RoutingFields({ value, onChange, problem }: RoutingFieldsProps) {
  const { has, askUpgrade } = useBuilder();
  const lockedMode = (m: RoutingMode) => isAdvancedRouting(m) && !has('advancedRouting');
  const setMode = (mode: RoutingMode) => {
    if (lockedMode(mode)) return askUpgrade('advancedRouting');
    onChange({ ...value, mode, ...(mode === 'customRoutingRules' ? { customRules: value.customRules ?? [] } : {}) });
  };
  const ownerMode = (OWNER_ROUTING_MODES as readonly RoutingMode[]).includes(value.mode);
  return (
    <Stack>
      <SelectField<RoutingMode>
        label={BUILDER_UI.routingMode}
        value={value.mode}
        onChange={setMode}
        options={ROUTING_MODES.map((m) => ({
          value: m,
          label: (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <span>{ROUTING_LABELS[m]}</span>
              {lockedMode(m) && <LockIcon fontSize="inherit" aria-label={BUILDER_UI.locked} />}
            </Stack>
          ),
        }))}
      />
      <SelectField<Destination>
        label={BUILDER_UI.destination}
        value={value.destination}
        onChange={(destination) => onChange({ ...value, destination, ...(destination === 'inbox' ? { channelId: undefined } : {}) })}
        options={DESTINATIONS.map((d) => ({ value: d, label: DESTINATION_LABELS[d] }))}
      />
      {value.destination !== 'inbox' && (
        <ChannelPicker source={value.destination} value={value.channelId ?? ''} onChange={(channelId) => onChange({ ...value, channelId })} error={problem('channelId')} />
      )}
      <AssignmentPicker
        label={ownerMode ? BUILDER_UI.fallbackAssignment : BUILDER_UI.assignment}
        value={value.assignment}
        onChange={(assignment) => onChange({ ...value, assignment })}
        error={problem('assignment')}
      />
      {value.mode === 'customRoutingRules' && (
        <CustomRulesEditor rules={value.customRules ?? []} onChange={(customRules) => onChange({ ...value, customRules })} problem={problem} />
      )}
    </Stack>
  );
}
