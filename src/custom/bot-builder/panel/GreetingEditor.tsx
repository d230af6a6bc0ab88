// The greeting message (spec §3, §5): variants in rich text with optional GIFs (more than one is an A/B test,
// a gated feature), 'Add atleast one variant', no duplicates, and the quick-reply buttons under it (gated too).
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Button, Divider, IconButton, Paper, Stack, Typography } from '@mui/material';
import { emptyDoc, issuesAt, type Greeting, type GreetingVariant } from '../../../domain/flows';
import { UpgradePrompt } from '../../settings/upgrade';
import { useBuilder } from '../BuilderContext';
import { BUILDER_UI } from '../labels';
import { newId, problemsOf, scoped } from '../model';
import { GifField } from '../rich/GifField';
import { RichTextInput } from '../rich/RichTextInput';
import { ButtonOptionsEditor } from './ButtonOptionsEditor';

export function GreetingEditor() {
  const { draft, result, has, askUpgrade, canWrite } = useBuilder();
  const { greeting } = draft.flow;
  const issues = issuesAt(result, {}).filter((e) => e.field.startsWith('greeting.'));
  const problem = problemsOf(issues.filter((e) => !e.feature));
  const features = [...new Set(issues.flatMap((e) => (e.feature ? [e.feature] : [])))];
  const set = (next: Partial<Greeting>) => draft.edit((flow) => ({ ...flow, greeting: { ...flow.greeting, ...next } }));
  const setVariant = (id: string, patch: Partial<GreetingVariant>) =>
    set({ variants: greeting.variants.map((v) => (v.id === id ? { ...v, ...patch } : v)) });
  const addVariant = () => {
    if (greeting.variants.length >= 1 && !has('abTesting')) return askUpgrade('abTesting');
    set({ variants: [...greeting.variants, { id: newId(), value: emptyDoc(), gifs: [] }] });
  };
  const listProblem = problem('greeting.variants', null);

  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {BUILDER_UI.greeting}
      </Typography>
      {features.map((f) => (
        <UpgradePrompt key={f} feature={f} />
      ))}
      {listProblem && <Alert severity="error">{listProblem}</Alert>}
      {greeting.variants.map((v, i) => (
        <Paper key={v.id} variant="outlined" sx={{ p: 1 }}>
          <Stack direction="row" sx={{ alignItems: 'flex-start' }}>
            <Stack sx={{ flex: 1 }} spacing={1}>
              <RichTextInput
                label={BUILDER_UI.variant(i + 1)}
                value={v.value}
                onChange={(value) => setVariant(v.id, { value })}
                error={problem('greeting.variants', v.id)}
                disabled={!canWrite}
              />
              <GifField value={v.gifs} onChange={(gifs) => setVariant(v.id, { gifs })} disabled={!canWrite} />
            </Stack>
            {canWrite && (
              <IconButton aria-label={BUILDER_UI.removeVariant(i + 1)} onClick={() => set({ variants: greeting.variants.filter((x) => x.id !== v.id) })}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
        </Paper>
      ))}
      {canWrite && (
        <Button size="small" startIcon={<AddIcon />} onClick={addVariant} sx={{ alignSelf: 'flex-start' }}>
          {BUILDER_UI.addVariant}
        </Button>
      )}
      <Divider />
      <Typography variant="subtitle2">{BUILDER_UI.greetingButtons}</Typography>
      <ButtonOptionsEditor
        options={greeting.buttons}
        onChange={(buttons) => set({ buttons })}
        problem={scoped(problem, 'greeting.buttons')}
        beforeAdd={() => {
          if (has('greetingButtons')) return true;
          askUpgrade('greetingButtons');
          return false;
        }}
      />
    </Stack>
  );
}
