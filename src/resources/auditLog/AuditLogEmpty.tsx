// The empty state: no admin action recorded yet, or none matching the filters (with the way back to all of them).
import { Box, Button, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import HistoryIcon from '@mui/icons-material/History';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import { useListContext } from 'react-admin';
import { AUDIT_MSG } from '../../domain/audit';
import { AUDIT_UI } from './labels';

export function AuditLogEmpty() {
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.values(filterValues ?? {}).some((v) => v !== undefined && v !== null && v !== '');
  const Icon = filtered ? FilterAltOffIcon : HistoryIcon;
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 8, px: 2, width: '100%' }} data-testid="audit-log-empty">
      <Box
        sx={(t) => ({ width: 56, height: 56, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: alpha(t.palette.primary.main, 0.08), color: 'primary.main' })}
        aria-hidden
      >
        <Icon />
      </Box>
      <Typography variant="h6" component="p">
        {filtered ? AUDIT_MSG.emptyFiltered : AUDIT_MSG.empty}
      </Typography>
      {!filtered && (
        <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 440 }}>
          {AUDIT_MSG.emptyHint}
        </Typography>
      )}
      {filtered && (
        <Button variant="outlined" size="small" startIcon={<FilterAltOffIcon />} onClick={() => setFilters({}, [])}>
          {AUDIT_UI.clearFilters}
        </Button>
      )}
    </Stack>
  );
}
