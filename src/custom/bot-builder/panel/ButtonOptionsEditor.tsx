// Buttons offered to the visitor (a Buttons step, or the greeting's quick replies): a label each and where it
// leads.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Button, FormHelperText, IconButton, Paper, Stack } from '@mui/material';
import type { ButtonOption, RedirectKind } from '../../../domain/flows';
import { useBuilder } from '../BuilderContext';
import { BUILDER_UI } from '../labels';
import { newId, scoped, type ProblemFn } from '../model';
import { Field } from './fields';
import { RedirectPicker } from './RedirectPicker';

export interface ButtonOptionsEditorProps {
  options: ButtonOption[];
  onChange(options: ButtonOption[]): void;
  /** Problems under the options ('label', 'redirect...' on each option's id; the list's own without an item). */
  problem: ProblemFn;
  /** Adding a button may need a plan feature: return false to refuse (the caller offers the upgrade). */
  beforeAdd?: () => boolean;
  kinds?: readonly RedirectKind[];
}

export function ButtonOptionsEditor({ options, onChange, problem, beforeAdd, kinds }: ButtonOptionsEditorProps) {
  const { canWrite } = useBuilder();
  const change = (id: string, patch: Partial<ButtonOption>) => onChange(options.map((o) => (o.id === id ? { ...o, ...patch } : o)));
  const add = () => {
    if (beforeAdd && !beforeAdd()) return;
    onChange([...options, { id: newId(), label: '', redirect: { kind: 'fromResponse' } }]);
  };
  const listProblem = problem('', null);
  return (
    <Stack spacing={1} role="group" aria-label={BUILDER_UI.buttons}>
      {listProblem && <FormHelperText error>{listProblem}</FormHelperText>}
      {options.map((o, i) => (
        <Paper key={o.id} variant="outlined" sx={{ p: 1 }} role="group" aria-label={`${BUILDER_UI.buttonLabel} ${i + 1}`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Field label={BUILDER_UI.buttonLabel} value={o.label} onChange={(label) => change(o.id, { label })} error={problem('label', o.id)} />
            {canWrite && (
              <IconButton aria-label={BUILDER_UI.removeButton(o.label)} onClick={() => onChange(options.filter((x) => x.id !== o.id))} sx={{ mt: 1 }}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
          <RedirectPicker value={o.redirect} onChange={(redirect) => change(o.id, { redirect })} problem={scoped(problem, 'redirect', o.id)} kinds={kinds} />
        </Paper>
      ))}
      {canWrite && (
        <Button size="small" startIcon={<AddIcon />} onClick={add} sx={{ alignSelf: 'flex-start' }}>
          {BUILDER_UI.addButton}
        </Button>
      )}
    </Stack>
  );
}
