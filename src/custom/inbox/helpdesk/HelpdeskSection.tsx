// The visitor panel's helpdesk area (spec §2): a Zendesk card and a Service Cloud card for the open conversation.
import { Divider, Stack, Typography } from '@mui/material';
import { HELPDESK_IDS } from '../../../domain/helpdesk/providers';
import type { ConversationDetail } from '../../../domain/inbox/types';
import type { ThreadEntry } from '../data';
import { HelpdeskCard } from './HelpdeskCard';
import { HELPDESK_UI } from './labels';
import { useHelpdeskAccess } from './useHelpdeskAccess';

export function HelpdeskSection({ detail, entries }: { detail: ConversationDetail; entries: readonly ThreadEntry[] }) {
  const { state, canConnect, canCreate } = useHelpdeskAccess();
  const messages = entries.filter((e) => e.status === 'sent').map((e) => e.message);
  return (
    <Stack spacing={1}>
      <Divider />
      <Typography variant="subtitle2" component="h3">
        {HELPDESK_UI.section}
      </Typography>
      {HELPDESK_IDS.map((id) => (
        <HelpdeskCard key={id} helpdesk={id} state={state[id]} canConnect={canConnect} canCreate={canCreate} detail={detail} messages={messages} />
      ))}
    </Stack>
  );
}
