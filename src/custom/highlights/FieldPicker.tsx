// The builder's centre: the group on screen, its sections and fields as checkable rows. A field of a group the
// project lacks shows a lock and opens the pop-up instead of being selected.
import { alpha, Box, Button, Checkbox, Paper, Stack, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { groupNeedMissing, missingNeed, needPopup, type HighlightsAccess, type MenuGroup } from '../../domain/highlights';
import { GroupIcon } from './groupStyle';
import { HL_UI } from './labels';

export interface FieldPickerProps {
  group: MenuGroup;
  access: HighlightsAccess;
  selectedKeys: ReadonlySet<string>;
  readOnly: boolean;
  onToggle: (key: string) => void;
  onNeed: () => void;
}

export function FieldPicker({ group, access, selectedKeys, readOnly, onToggle, onNeed }: FieldPickerProps) {
  const groupNeed = groupNeedMissing(group.group, access);
  const popup = groupNeed ? ('integration' in groupNeed ? needPopup.integration(groupNeed.integration) : needPopup.subscription(groupNeed.subscription)) : null;
  return (
    <Paper variant="outlined" component="section" aria-label={group.label} sx={{ borderRadius: 3, overflow: 'hidden' }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2.5, py: 2, borderBottom: 1, borderColor: 'divider' }}>
        <GroupIcon group={group.group} size={40} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.2 }}>
            {group.label}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {group.description}
          </Typography>
        </Box>
      </Stack>
      {popup && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', px: 2.5, py: 1.5, bgcolor: 'action.hover' }}>
          <LockOutlinedIcon fontSize="small" color="action" />
          <Typography variant="body2" sx={{ flex: 1 }}>
            {popup.body}
          </Typography>
          {groupNeed && 'integration' in groupNeed ? (
            <Button size="small" variant="outlined" component={RouterLink} to="/settings/integrations">
              {popup.action}
            </Button>
          ) : (
            <Button size="small" variant="outlined" onClick={onNeed}>
              {popup.action}
            </Button>
          )}
        </Stack>
      )}
      <Stack spacing={2.5} sx={{ p: 2.5 }}>
        {group.sections.map((section) => {
          const fields = group.fields.filter((f) => f.section === section.id);
          return (
            <Box key={section.id}>
              <Typography variant="subtitle2" color="text.secondary" component="h3" sx={{ mb: 1 }}>
                {section.label}
              </Typography>
              {fields.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  {HL_UI.customEmpty}{' '}
                  <Box component={RouterLink} to="/settings/configurations" sx={{ color: 'primary.main' }}>
                    Configurations
                  </Box>
                </Typography>
              ) : (
                <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: 1 }}>
                  {fields.map((f) => {
                    const checked = selectedKeys.has(f.key);
                    const locked = missingNeed(f, access) !== null;
                    return (
                      <Box
                        key={f.key}
                        component="label"
                        sx={{
                          display: 'flex',
                          alignItems: 'center',
                          gap: 0.5,
                          pr: 1.5,
                          borderRadius: 2,
                          border: 1,
                          borderColor: checked ? 'primary.main' : 'divider',
                          bgcolor: (t) => (checked ? alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.14 : 0.06) : t.palette.background.paper),
                          cursor: readOnly ? 'default' : 'pointer',
                          transition: 'border-color 120ms, background-color 120ms',
                          '&:hover': readOnly ? undefined : { borderColor: 'primary.main' },
                          opacity: locked ? 0.7 : 1,
                        }}
                      >
                        <Checkbox size="small" checked={checked} disabled={readOnly} onChange={() => onToggle(f.key)} slotProps={{ input: { 'aria-label': f.label } }} />
                        <Typography variant="body2" sx={{ flex: 1, fontWeight: checked ? 600 : 400 }}>
                          {f.label}
                        </Typography>
                        {locked && <LockOutlinedIcon sx={{ fontSize: 16, color: 'text.disabled' }} />}
                      </Box>
                    );
                  })}
                </Box>
              )}
            </Box>
          );
        })}
      </Stack>
    </Paper>
  );
}
