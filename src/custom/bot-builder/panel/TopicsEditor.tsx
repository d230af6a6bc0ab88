// Topics (intents, spec §3): each a name and a list of products; at most 50 products across all topics (spec §5
// 'Maximum 50 topics allowed').
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { Alert, Autocomplete, Button, IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { TOPIC_PRODUCTS_MAX } from '../../../domain/constants';
import { issuesAt, topicProductCount, type Topic } from '../../../domain/flows';
import { useBuilder } from '../BuilderContext';
import { BUILDER_UI } from '../labels';
import { fieldProblem, newId } from '../model';
import { Field } from './fields';

export function TopicsEditor() {
  const { draft, result, canWrite } = useBuilder();
  const { topics } = draft.flow;
  const problem = fieldProblem(issuesAt(result, {}), 'topics');
  const set = (next: Topic[]) => draft.edit((flow) => ({ ...flow, topics: next }));
  const change = (id: string, patch: Partial<Topic>) => set(topics.map((t) => (t.id === id ? { ...t, ...patch } : t)));
  return (
    <Stack spacing={1.5}>
      <Typography variant="h6" component="h2">
        {BUILDER_UI.topics}
      </Typography>
      <Typography variant="caption" color={problem ? 'error' : 'text.secondary'}>
        {BUILDER_UI.productCount(topicProductCount(topics), TOPIC_PRODUCTS_MAX)}
      </Typography>
      {problem && <Alert severity="error">{problem}</Alert>}
      {topics.map((t) => (
        <Paper key={t.id} variant="outlined" sx={{ p: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Field label={BUILDER_UI.topicName} value={t.name} onChange={(name) => change(t.id, { name })} />
            {canWrite && (
              <IconButton aria-label={BUILDER_UI.removeTopic(t.name)} onClick={() => set(topics.filter((x) => x.id !== t.id))} sx={{ mt: 1 }}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
          <Autocomplete
            multiple
            freeSolo
            size="small"
            disabled={!canWrite}
            options={[] as string[]}
            value={t.products}
            onChange={(_e, products) => change(t.id, { products: products.map((p) => p.trim()).filter(Boolean) })}
            renderInput={(params) => <TextField {...params} label={BUILDER_UI.products} margin="dense" />}
          />
        </Paper>
      ))}
      {canWrite && (
        <Button size="small" startIcon={<AddIcon />} onClick={() => set([...topics, { id: newId(), name: '', products: [] }])} sx={{ alignSelf: 'flex-start' }}>
          {BUILDER_UI.addTopic}
        </Button>
      )}
    </Stack>
  );
}
