// Custom routing rules: when a visitor field equals a value, offer the conversation to these people; the first
// rule that matches wins, else the routing's own assignment.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, FormHelperText, IconButton, Paper, Stack, Typography } from '@mui/material';
import { emptyAssignment, type CustomRoutingRule } from '../../../domain/flows';
import { useBuilder } from '../BuilderContext';
import { BUILDER_UI } from '../labels';
import { newId, type ProblemFn } from '../model';
import { AssignmentPicker } from './AssignmentPicker';
import { Field } from './fields';

export interface CustomRulesEditorProps {
  rules: CustomRoutingRule[];
  onChange(rules: CustomRoutingRule[]): void;
  problem: ProblemFn;
}

export function CustomRulesEditor({ rules, onChange, problem }: CustomRulesEditorProps) {
  const { canWrite } = useBuilder();
  const change = (id: string, patch: Partial<CustomRoutingRule>) => onChange(rules.map((r) => (r.id === id ? { ...r, ...patch } : r)));
  return (
    <Stack spacing={1} sx={{ mt: 1 }}>
      <Typography variant="subtitle2">{BUILDER_UI.customRules}</Typography>
      {rules.length === 0 && problem('customRules') && <FormHelperText error>{problem('customRules')}</FormHelperText>}
      {rules.map((rule) => (
        <Paper key={rule.id} variant="outlined" sx={{ p: 1 }}>
          <Stack direction="row" spacing={1}>
            <Field label={BUILDER_UI.ruleField} value={rule.field} onChange={(field) => change(rule.id, { field })} error={problem('customRules.field', rule.id)} />
            <Field label={BUILDER_UI.ruleValue} value={rule.value} onChange={(value) => change(rule.id, { value })} error={problem('customRules.value', rule.id)} />
            {canWrite && (
              <IconButton aria-label={BUILDER_UI.removeRule} onClick={() => onChange(rules.filter((r) => r.id !== rule.id))}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
          <AssignmentPicker value={rule.assignment} onChange={(assignment) => change(rule.id, { assignment })} error={problem('customRules.assignment', rule.id)} />
        </Paper>
      ))}
      {canWrite && (
        <Button size="small" startIcon={<AddIcon />} onClick={() => onChange([...rules, { id: newId(), field: '', value: '', assignment: emptyAssignment() }])}>
          {BUILDER_UI.addRule}
        </Button>
      )}
    </Stack>
  );
}
