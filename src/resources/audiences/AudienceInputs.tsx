// The audience builder body shared by create and edit: name, groups of rules (and how they combine), triggers.
// Controlled: the draft and its errors come from AudienceForm.
import AddIcon from '@mui/icons-material/Add';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { RESOURCE_LABEL } from '../shared/labels';
import * as M from './builderModel';
import { ConjunctionToggle } from './ConjunctionToggle';
import { RuleGroupCard } from './RuleGroupCard';
import { TriggersInput } from './TriggersInput';

export interface AudienceInputsProps {
  draft: M.AudienceDraft;
  onChange: (draft: M.AudienceDraft) => void;
  errors: M.AudienceErrors;
}

export function AudienceInputs({ draft, onChange, errors }: AudienceInputsProps) {
  return (
    <Stack spacing={2}>
      <TextField
        label={RESOURCE_LABEL.audienceName}
        value={draft.name}
        onChange={(e) => onChange({ ...draft, name: e.target.value })}
        error={!!errors.name}
        helperText={errors.name}
        sx={{ maxWidth: 480 }}
      />
      <Stack direction="row" spacing={2} alignItems="center">
        <Typography variant="subtitle1">Rules</Typography>
        {draft.groups.length > 1 && (
          <>
            <Typography variant="body2" color="text.secondary">
              Groups combine with
            </Typography>
            <ConjunctionToggle value={draft.groupsConjunction} onChange={(c) => onChange({ ...draft, groupsConjunction: c })} label="Groups conjunction" />
          </>
        )}
      </Stack>
      {errors.groups && <Alert severity="error">{errors.groups}</Alert>}
      {draft.groups.map((group, gi) => (
        <RuleGroupCard
          key={gi}
          index={gi}
          group={group}
          errors={errors}
          onRuleChange={(ri, rule) => onChange(M.updateRule(draft, gi, ri, () => rule))}
          onAddRule={() => onChange(M.addRule(draft, gi))}
          onRemoveRule={(ri) => onChange(M.removeRule(draft, gi, ri))}
          onConjunction={(c) => onChange(M.setGroupConjunction(draft, gi, c))}
          onRemove={draft.groups.length > 1 ? () => onChange(M.removeGroup(draft, gi)) : undefined}
        />
      ))}
      <Button startIcon={<AddIcon />} onClick={() => onChange(M.addGroup(draft))} sx={{ alignSelf: 'flex-start' }}>
        Add group
      </Button>
      <TriggersInput
        triggers={draft.triggers}
        errors={errors}
        onAdd={(type) => onChange(M.addTrigger(draft, type))}
        onRemove={(ti) => onChange(M.removeTrigger(draft, ti))}
        onValue={(ti, value) => onChange(M.setTriggerValue(draft, ti, value))}
      />
    </Stack>
  );
}
