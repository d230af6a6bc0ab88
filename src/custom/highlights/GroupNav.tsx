// The builder's left column: the two categories and their groups, each with its selected count, or a lock when the
// project lacks it (clicking a locked group still opens it: its fields then explain what is missing).
import { Box, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { groupNeedMissing, type HighlightCounts, type HighlightGroup, type HighlightsAccess, type MenuCategory } from '../../domain/highlights';
import { GroupIcon } from './groupStyle';
import { HL_UI } from './labels';

export interface GroupNavProps {
  menu: MenuCategory[];
  counts: HighlightCounts;
  access: HighlightsAccess;
  active: HighlightGroup;
  onSelect: (g: HighlightGroup) => void;
}

export function GroupNav({ menu, counts, access, active, onSelect }: GroupNavProps) {
  return (
    <Box component="nav" aria-label={HL_UI.groupNav} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {menu.map((c) => (
        <Box key={c.category}>
          <Typography variant="overline" color="text.secondary" sx={{ px: 1.5, letterSpacing: 1.2, fontWeight: 600 }}>
            {c.label}
          </Typography>
          <List dense disablePadding>
            {c.groups.map((g) => {
              const locked = groupNeedMissing(g.group, access) !== null;
              const n = counts[g.group];
              return (
                <ListItemButton
                  key={g.group}
                  selected={g.group === active}
                  onClick={() => onSelect(g.group)}
                  aria-label={`${g.label}${locked ? ` (${HL_UI.locked})` : ''}, ${n} selected`}
                  sx={{ borderRadius: 2, mb: 0.25, gap: 1.5, py: 0.75, '&.Mui-selected': { bgcolor: 'action.selected' } }}
                >
                  <GroupIcon group={g.group} size={28} />
                  <ListItemText primary={g.label} slotProps={{ primary: { sx: { fontWeight: g.group === active ? 600 : 500 } } }} />
                  {locked ? (
                    <LockOutlinedIcon fontSize="small" sx={{ color: 'text.disabled' }} />
                  ) : (
                    <Box
                      aria-hidden
                      sx={{
                        minWidth: 22,
                        height: 22,
                        px: 0.75,
                        borderRadius: 11,
                        fontSize: 12,
                        fontWeight: 600,
                        display: 'grid',
                        placeItems: 'center',
                        bgcolor: n ? 'primary.main' : 'action.hover',
                        color: n ? 'primary.contrastText' : 'text.secondary',
                      }}
                    >
                      {n}
                    </Box>
                  )}
                </ListItemButton>
              );
            })}
          </List>
        </Box>
      ))}
    </Box>
  );
}
