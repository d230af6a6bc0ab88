// "Branch on response" (nextStateFromResponse): rules on the visitor's last answer, each leading somewhere, and
// where to go when none matches.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, FormHelperText, IconButton, Paper, Stack, Typography } from '@mui/material';
import type { ResponseRule, StepOf } from '../../../domain/flows';
import { useBuilder } from '../BuilderContext';
import { BUILDER_UI, RULE_MATCH_LABELS } from '../labels';
import { newId, scoped } from '../model';
import { Field, SelectField, useStepPatch } from './fields';
import type { EditorProps } from './MessageEditors';
import { RedirectPicker } from './RedirectPicker';

type Match = ResponseRule['match'];

export function BranchEditor({ pathId, step, problem }: EditorProps<StepOf<'nextStateFromResponse'>>) {
  const patch = useStepPatch<'nextStateFromResponse'>(pathId, step);
  const { canWrite } = useBuilder();
  const change = (id: string, p: Partial<ResponseRule>) => patch({ rules: step.rules.map((r) => (r.id === id ? { ...r, ...p } : r)) });
  const listProblem = step.rules.length === 0 ? problem('rules', null) : null;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{BUILDER_UI.rules}</Typography>
      {listProblem && <FormHelperText error>{listProblem}</FormHelperText>}
      {step.rules.map((rule) => (
        <Paper key={rule.id} variant="outlined" sx={{ p: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <SelectField<Match>
              label={BUILDER_UI.ruleMatch}
              value={rule.match}
              onChange={(match) => change(rule.id, { match })}
              options={(Object.keys(RULE_MATCH_LABELS) as Match[]).map((m) => ({ value: m, label: RULE_MATCH_LABELS[m] }))}
            />
            <Field label={BUILDER_UI.ruleValue} value={rule.value} onChange={(value) => change(rule.id, { value })} error={problem('rules.value', rule.id)} />
            {canWrite && (
              <IconButton aria-label={BUILDER_UI.removeRule} onClick={() => patch({ rules: step.rules.filter((r) => r.id !== rule.id) })} sx={{ mt: 1 }}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
          <RedirectPicker value={rule.redirect} onChange={(redirect) => change(rule.id, { redirect })} problem={scoped(problem, 'rules.redirect', rule.id)} />
        </Paper>
      ))}
      {canWrite && (
        <Button
          size="small"
          startIcon={<AddIcon />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => patch({ rules: [...step.rules, { id: newId(), match: 'equals', value: '', redirect: { kind: 'fromResponse' } }] })}
        >
          {BUILDER_UI.addRule}
        </Button>
      )}
      <RedirectPicker label={BUILDER_UI.fallback} value={step.fallback} onChange={(fallback) => patch({ fallback })} problem={scoped(problem, 'fallback')} />
    </Stack>
  );
}
