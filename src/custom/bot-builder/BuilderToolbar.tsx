// The builder's top bar, the shared page header in its dense form: back to the list, the flow's name, and as actions
// its state, its problem counts and the buttons (funnel, version history, test, and the flow's one Save).
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HistoryIcon from '@mui/icons-material/History';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SaveIcon from '@mui/icons-material/Save';
import { Button, Chip } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { flowPaths } from '../../providers/api/flows';
import { PageHeader } from '../../ui/layout/PageHeader';
import { FLOWS_UI } from '../../resources/flows/labels';
import { useBuilder } from './BuilderContext';
import { FunnelToggle } from './funnel/FunnelToggle';
import { BUILDER_UI } from './labels';
import { selectionOfError } from './model';

export interface BuilderToolbarProps {
  saving: boolean;
  onSave(): void;
  onVersions(): void;
}

export function BuilderToolbar({ saving, onSave, onVersions }: BuilderToolbarProps) {
  const { flow } = useBuilder().draft;
  return (
    <PageHeader
      dense
      title={flow.name}
      area={BUILDER_UI.area}
      leading={
        <Button component={RouterLink} to={flowPaths.list} startIcon={<ArrowBackIcon />}>
          {BUILDER_UI.back}
        </Button>
      }
      actions={<BuilderActions saving={saving} onSave={onSave} onVersions={onVersions} />}
    />
  );
}

function BuilderActions({ saving, onSave, onVersions }: BuilderToolbarProps) {
  const { draft, result, canWrite } = useBuilder();
  const { flow, dirty } = draft;
  return (
    <>
      <Chip size="small" label={flow.status === 'active' ? FLOWS_UI.active : FLOWS_UI.inactive} color={flow.status === 'active' ? 'success' : 'default'} />
      {result.errors.length > 0 && (
        <Chip
          size="small"
          color="error"
          label={BUILDER_UI.errorCount(result.errors.length)}
          onClick={() => draft.select(selectionOfError(result.errors.find((e) => selectionOfError(e) !== null)))}
        />
      )}
      {result.warnings.length > 0 && <Chip size="small" color="warning" label={BUILDER_UI.warningCount(result.warnings.length)} />}
      {dirty && <Chip size="small" variant="outlined" label={BUILDER_UI.unsaved} />}
      <FunnelToggle flowId={flow.id} />
      <Button startIcon={<HistoryIcon />} onClick={onVersions}>
        {BUILDER_UI.versions}
      </Button>
      <Button component={RouterLink} to={flowPaths.test(flow.id)} startIcon={<PlayArrowIcon />}>
        {BUILDER_UI.test}
      </Button>
      {canWrite && (
        <Button variant="contained" startIcon={<SaveIcon />} disabled={saving} onClick={onSave}>
          {saving ? BUILDER_UI.saving : BUILDER_UI.save}
        </Button>
      )}
    </>
  );
}
