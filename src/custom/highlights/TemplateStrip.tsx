// "Start from a template": one card per template with what it brings; using one replaces the selection.
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { templateKeys, type HighlightsTemplate } from '../../domain/highlights';
import { GroupIcon } from './groupStyle';
import { HL_UI } from './labels';

export function TemplateStrip({ templates, readOnly, onUse }: { templates: HighlightsTemplate[]; readOnly: boolean; onUse: (t: HighlightsTemplate) => void }) {
  return (
    <Box component="section" aria-label={HL_UI.templates}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <AutoAwesomeOutlinedIcon fontSize="small" color="primary" />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {HL_UI.templates}
        </Typography>
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))' }}>
        {templates.map((t) => (
          <Paper
            key={t.id}
            variant="outlined"
            component="article"
            aria-label={t.name}
            sx={{ p: 2, borderRadius: 3, display: 'flex', flexDirection: 'column', gap: 1, transition: 'box-shadow 150ms', '&:hover': { boxShadow: 3 } }}
          >
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography sx={{ fontWeight: 600 }}>{t.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {HL_UI.fields(templateKeys(t).length)}
              </Typography>
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
              {t.description}
            </Typography>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 0.5 }}>
              <Stack direction="row" spacing={0.5}>
                {t.templateList.map((e) => (
                  <GroupIcon key={e.group} group={e.group} size={24} />
                ))}
              </Stack>
              <Button size="small" variant="outlined" disabled={readOnly} onClick={() => onUse(t)} aria-label={`${HL_UI.useTemplate}: ${t.name}`}>
                {HL_UI.useTemplate}
              </Button>
            </Stack>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
