// Highlights in the inbox's right panel (spec §2, §3): the project's chosen fields for this visitor with their values,
// a skeleton while a slow provider is still answering (the panel asks again each second until nothing is pending),
// record links that open the CRM record, and a "Set up Highlights" prompt before the builder was saved.
import { useContext, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Chip, Divider, IconButton, Link, Paper, Skeleton, Stack, Tooltip, Typography } from '@mui/material';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import TuneIcon from '@mui/icons-material/Tune';
import ViewQuiltIcon from '@mui/icons-material/ViewQuilt';
import { STORAGE_KEYS } from '../../../domain/constants';
import { HIGHLIGHTS_MSG, type HighlightValue } from '../../../domain/highlights';
import type { ConversationDetail } from '../../../domain/inbox/types';
import { canAccessPath } from '../../../domain/permissions';
import { highlightsApi, highlightsKeys } from '../../../providers/api/highlights';
import { GroupIcon } from '../../highlights/groupStyle';
import { useShellSession } from '../../../ui/session/SessionContext';
import { InboxDataContext } from '../data/context';
import { pollInterval, rowView } from './model';
import { useVisitorSignature } from './useVisitorSignature';

const BUILDER = '/settings/highlights';

function Value({ v }: { v: HighlightValue }) {
  const view = rowView(v);
  switch (view.kind) {
    case 'loading':
      return <Skeleton variant="text" width="70%" aria-label={`Loading ${v.label}`} />;
    case 'locked':
      return (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.disabled' }}>
          <LockOutlinedIcon sx={{ fontSize: 14 }} />
          <Typography variant="body2">{view.text}</Typography>
        </Stack>
      );
    case 'failed':
      return (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'warning.main' }}>
          <ErrorOutlineIcon sx={{ fontSize: 14 }} />
          <Typography variant="body2">{view.text}</Typography>
        </Stack>
      );
    case 'empty':
      return (
        <Typography variant="body2" color="text.disabled">
          {view.text}
        </Typography>
      );
    case 'link':
      return (
        <Link href={view.href} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, wordBreak: 'break-all', fontWeight: 500 }}>
          {view.text}
          <OpenInNewIcon sx={{ fontSize: 14 }} />
        </Link>
      );
    case 'list':
      return (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.25 }}>
          {view.items.map((item) => (
            <Chip key={item} size="small" label={item} variant="outlined" sx={{ height: 22, fontSize: 12 }} />
          ))}
        </Stack>
      );
    case 'text':
      return (
        <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
          {view.text}
        </Typography>
      );
  }
}

/** Spec §9's "Highlights setup popup" key: an admin who chose "Not now" sees a one-line reminder instead. */
const dismissedKey = STORAGE_KEYS.highlightsSetupPopup;
const readDismissed = () => {
  try {
    return localStorage.getItem(dismissedKey) === 'dismissed';
  } catch {
    return false;
  }
};

function SetUpPrompt({ canWrite }: { canWrite: boolean }) {
  const [dismissed, setDismissed] = useState(readDismissed);
  if (canWrite && dismissed)
    return (
      <Typography variant="body2" color="text.secondary">
        <Link component={RouterLink} to={BUILDER}>
          {HIGHLIGHTS_MSG.setUp}
        </Link>
      </Typography>
    );
  const dismiss = () => {
    try {
      localStorage.setItem(dismissedKey, 'dismissed');
    } catch {
      /* private mode: the prompt simply comes back */
    }
    setDismissed(true);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2, borderStyle: 'dashed', textAlign: 'center' }}>
      <ViewQuiltIcon color="primary" />
      <Typography variant="subtitle2" sx={{ mt: 0.5 }}>
        {HIGHLIGHTS_MSG.setUp}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: canWrite ? 1.5 : 0 }}>
        {canWrite ? HIGHLIGHTS_MSG.setUpBody : HIGHLIGHTS_MSG.askAdmin}
      </Typography>
      {canWrite && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
          <Button size="small" onClick={dismiss}>
            Not now
          </Button>
          <Button size="small" variant="contained" disableElevation component={RouterLink} to={BUILDER}>
            {HIGHLIGHTS_MSG.setUp}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}

export function HighlightsPanel({ detail }: { detail: ConversationDetail }) {
  const flat = useShellSession()?.facts.flat;
  const canWrite = flat ? canAccessPath(flat, 'settings.widgetSettings', 'write') : false;
  const visitorId = detail.visitor.id;
  const signature = useVisitorSignature(detail.conversationId, detail.visitor);
  // After the realtime connection comes back (the inbox reloads then), the values are asked for again too.
  const epoch = useContext(InboxDataContext)?.epoch ?? 0;
  const query = useQuery({
    queryKey: highlightsKeys.visitor(visitorId, signature, epoch),
    queryFn: () => highlightsApi.visitor(visitorId),
    refetchInterval: (q) => pollInterval(q.state.data?.pending),
    staleTime: 30_000,
    // While a changed visitor record is looked up again, the values shown stay (only for the same visitor).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === visitorId ? previous : undefined),
    retry: 1,
  });
  const data = query.data;
  return (
    <Stack spacing={1} component="section" aria-label="Highlights">
      <Divider />
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2" component="h3">
          Highlights
        </Typography>
        {canWrite && data?.isHighlightsSetup && (
          <Tooltip title="Edit Highlights">
            <IconButton size="small" component={RouterLink} to={BUILDER} aria-label="Edit Highlights">
              <TuneIcon fontSize="inherit" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      {query.isLoading && (
        <Stack spacing={1} aria-label="Loading Highlights">
          {[0, 1, 2].map((i) => (
            <Box key={i}>
              <Skeleton variant="text" width="40%" height={16} />
              <Skeleton variant="text" width="75%" />
            </Box>
          ))}
        </Stack>
      )}
      {query.isError && !data && (
        <Typography variant="body2" color="text.secondary">
          {HIGHLIGHTS_MSG.providerFailed}
        </Typography>
      )}
      {data && !data.isHighlightsSetup && <SetUpPrompt canWrite={canWrite} />}
      {data?.isHighlightsSetup && (
        <Stack component="dl" spacing={1.25} sx={{ m: 0 }}>
          {data.highlights.map((v) => (
            <Stack key={v.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-highlight={v.key}>
              <Box sx={{ pt: 0.25 }}>
                <GroupIcon group={v.group} size={20} />
              </Box>
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', lineHeight: 1.3 }}>
                  {v.label}
                </Typography>
                <Box component="dd" sx={{ m: 0 }}>
                  <Value v={v} />
                </Box>
              </Box>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
