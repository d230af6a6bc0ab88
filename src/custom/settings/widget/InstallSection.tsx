// Install the widget: the snippet with the project's key and saved look (its data-* attributes, so the launcher's
// first paint matches the appearance) and a copy button, per-platform steps, and the live check
// (where and when the widget last ran on the customer's site, refreshed every 15 s) with a link to open that page,
// and the allowed domains.
import { useState } from 'react';
import { Box, Button, Chip, Link, Stack, Tab, Tabs, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { lastSeenText, LOOK_ATTRIBUTES_NOTE, PLATFORMS, widgetSnippet, type InstallInfo, type Platform } from '../../../domain/install/snippet';
import { lookOf, type WidgetAppearance } from '../../../domain/widgetAppearance';
import { toast } from '../../../providers/notifications';
import { SettingsSection } from '../common/SettingsPage';
import { useSettingsDocument } from '../common/useSettingsDocument';
import { AllowedDomains } from './AllowedDomains';

export const INSTALL_TITLE = 'Install the widget';

export function InstallSection() {
  // The section 'install' of the settings resource, refreshed every 15 s in the background: the adapter reads it
  // quietly, so a failure shows in place, never as a toast each time.
  const info = useSettingsDocument<InstallInfo>('install', { refetchInterval: 15_000 });
  const [platform, setPlatform] = useState<Platform>('html');
  // The saved appearance (the same query as the appearance section, refreshed when it saves).
  const appearance = useSettingsDocument<WidgetAppearance>('widgetAppearance');
  const data = info.data;
  const look = appearance.data ? lookOf(appearance.data) : undefined;
  const snippet = data ? widgetSnippet(data.scriptUrl, data.widgetKey, look) : '';
  const steps = PLATFORMS.find((p) => p.id === platform)!.steps;
  const copy = async () => {
    await navigator.clipboard?.writeText(snippet).catch(() => undefined);
    toast.success('Snippet copied');
  };
  return (
    <SettingsSection
      title={INSTALL_TITLE}
      action={
        data && (
          <Chip
            icon={data.lastSeen ? <CheckCircleIcon /> : <HourglassEmptyIcon />}
            color={data.lastSeen ? 'success' : 'default'}
            variant={data.lastSeen ? 'filled' : 'outlined'}
            label={data.lastSeen ? 'Installed' : 'Not seen yet'}
          />
        )
      }
    >
      <Box id="install" />
      <Typography color="text.secondary" sx={{ mb: 1.5, maxWidth: 760 }}>
        Add this snippet to every page of your site. It loads the chat launcher, tracks page views for audiences and
        triggers, and follows client-side navigation on its own.
      </Typography>
      {data && (
        <Stack spacing={1.5}>
          <Box sx={{ position: 'relative', bgcolor: '#0b1f44', color: '#e6ecff', borderRadius: 1, p: 2, pr: 14, fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <code aria-label="Widget snippet">{snippet}</code>
            <Button size="small" variant="contained" startIcon={<ContentCopyIcon fontSize="small" />} onClick={() => void copy()} sx={{ position: 'absolute', top: 10, right: 10 }}>
              Copy
            </Button>
          </Box>
          {look && (
            <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 760 }}>
              {LOOK_ATTRIBUTES_NOTE}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            Widget key: <strong>{data.widgetKey}</strong>
          </Typography>
          <Tabs value={platform} onChange={(_, v: Platform) => setPlatform(v)} aria-label="Platform" variant="scrollable" sx={{ minHeight: 36 }}>
            {PLATFORMS.map((p) => (
              <Tab key={p.id} value={p.id} label={p.label} sx={{ minHeight: 36, textTransform: 'none' }} />
            ))}
          </Tabs>
          <Box component="ol" sx={{ m: 0, pl: 3 }}>
            {steps.map((s) => (
              <Typography key={s} component="li" variant="body2" sx={{ mb: 0.5 }}>
                {s}
              </Typography>
            ))}
          </Box>
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="body2">{lastSeenText(data.lastSeen, Math.floor(Date.now() / 1000))}</Typography>
            {data.lastSeen?.url && /^https?:\/\//.test(data.lastSeen.url) && (
              <Link href={data.lastSeen.url} target="_blank" rel="noopener noreferrer" variant="body2">
                Open that page
              </Link>
            )}
          </Box>
          <AllowedDomains saved={data.allowedDomains} />
        </Stack>
      )}
    </SettingsSection>
  );
}
