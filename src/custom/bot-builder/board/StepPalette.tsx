// The palette: every step type of spec §3, added at the end of a path. A type the plan lacks shows a lock and
// opens the upgrade prompt instead.
import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import LockIcon from '@mui/icons-material/Lock';
import { Button, ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import { addStep, type Path, type StepType } from '../../../domain/flows';
import { useBuilder } from '../BuilderContext';
import { BUILDER_UI } from '../labels';
import { newId, paletteEntries } from '../model';

export function StepPalette({ path }: { path: Path }) {
  const { draft, has, askUpgrade } = useBuilder();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const add = (type: StepType) => {
    const id = newId();
    draft.edit((flow) => addStep(flow, path.id, type, undefined, () => id));
    draft.select({ kind: 'step', pathId: path.id, stepId: id });
  };
  return (
    <>
      <Button size="small" startIcon={<AddIcon />} aria-label={BUILDER_UI.addStepTo(path.name)} aria-haspopup="menu" onClick={(e) => setAnchor(e.currentTarget)}>
        {BUILDER_UI.addStep}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {paletteEntries(has).map((entry) => (
          <MenuItem
            key={entry.type}
            onClick={() => {
              setAnchor(null);
              if (entry.locked && entry.feature) askUpgrade(entry.feature);
              else add(entry.type);
            }}
          >
            <ListItemText primary={entry.label} secondary={entry.locked ? BUILDER_UI.locked : undefined} />
            {entry.locked && (
              <ListItemIcon sx={{ justifyContent: 'flex-end' }}>
                <LockIcon fontSize="small" />
              </ListItemIcon>
            )}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
