// One helpdesk in the visitor panel: its two tabs (0 ticket or case creation, 1 knowledge search; spec §9 opens
// tab 1) when the plan has it and it is connected; otherwise what to do about it (upgrade, or connect).
import { useState } from 'react';
import { Alert, Box, Button, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_HELPDESK_TAB } from '../../../domain/constants';
import { HELPDESKS, type HelpdeskId } from '../../../domain/helpdesk/providers';
import type { ConversationDetail, Message } from '../../../domain/inbox/types';
import { UpgradePrompt } from '../../settings/upgrade/UpgradePrompt';
import { ArticleSearch } from './ArticleSearch';
import { HELPDESK_UI } from './labels';
import { TicketForm } from './TicketForm';

export interface HelpdeskCardProps {
  helpdesk: HelpdeskId;
  state: 'ready' | 'upgrade' | 'connect' | 'loading';
  canConnect: boolean;
  /** Inbox write right: without it the ticket form is read-only. */
  canCreate: boolean;
  detail: ConversationDetail;
  messages: readonly Message[];
}

export function HelpdeskCard({ helpdesk, state, canConnect, canCreate, detail, messages }: HelpdeskCardProps) {
  const [tab, setTab] = useState<number>(DEFAULT_HELPDESK_TAB);
  const title = HELPDESK_UI.title[helpdesk];
  const labels = HELPDESK_UI.tabs[helpdesk];
  return (
    <Box component="section" aria-label={title} data-testid={`helpdesk-${helpdesk}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <Typography variant="subtitle2" component="h4" sx={{ px: 1.5, pt: 1 }}>
        {title}
      </Typography>
      {state === 'ready' ? (
        <>
          <Tabs value={tab} onChange={(_e, v: number) => setTab(v)} variant="fullWidth" sx={{ minHeight: 36, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 36, minWidth: 0, py: 0.5, px: 0.5, fontSize: 13, textTransform: 'none', whiteSpace: 'nowrap' } }}>
            <Tab label={labels[0]} id={`${helpdesk}-tab-0`} aria-controls={`${helpdesk}-panel-0`} />
            <Tab label={labels[1]} id={`${helpdesk}-tab-1`} aria-controls={`${helpdesk}-panel-1`} />
          </Tabs>
          <Box role="tabpanel" id={`${helpdesk}-panel-${tab}`} aria-labelledby={`${helpdesk}-tab-${tab}`} sx={{ p: 1.5 }}>
            {tab === 0 ? <TicketForm key={detail.conversationId} helpdesk={helpdesk} detail={detail} messages={messages} canCreate={canCreate} /> : <ArticleSearch helpdesk={helpdesk} />}
          </Box>
        </>
      ) : state === 'upgrade' ? (
        <Box sx={{ p: 1 }}>
          <UpgradePrompt feature={HELPDESKS[helpdesk].feature} />
        </Box>
      ) : state === 'connect' ? (
        <Stack spacing={1} sx={{ p: 1.5, pt: 0.5 }}>
          <Alert severity="info" icon={false} sx={{ py: 0 }}>
            {HELPDESK_UI.connect[helpdesk]} {canConnect ? '' : HELPDESK_UI.askAdmin}
          </Alert>
          {canConnect && (
            <Button component={RouterLink} to="/settings/integrations" size="small" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
              {HELPDESK_UI.connectButton}
            </Button>
          )}
        </Stack>
      ) : null}
    </Box>
  );
}
