// A list of conversations (a contact's, a company's) linking to the inbox, newest first.
import { Chip, List as MuiList, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link as RaLink } from 'react-admin';
import type { ContactConversation } from '../../domain/contacts';
import { STATUS_LABELS, type ConversationStatus } from '../../domain/inbox/types';
import { formatSeconds } from './ContactName';
import { CONTACT_LABEL } from './labels';

export function ConversationHistory({ conversations, showContact = false }: { conversations: ContactConversation[]; showContact?: boolean }) {
  if (!conversations.length) return <Typography variant="body2" color="text.secondary">{CONTACT_LABEL.noConversations}</Typography>;
  return (
    <MuiList dense disablePadding>
      {conversations.map((c) => (
        <ListItemButton key={c.id} component={RaLink} to={`/inbox/${c.id}`} divider>
          <ListItemText
            primary={c.lastMessageText || `#${c.id}`}
            secondary={[showContact ? c.contactName : null, formatSeconds(c.lastEventTime)].filter(Boolean).join(' · ')}
            slotProps={{ primary: { noWrap: true } }}
          />
          <Chip size="small" label={STATUS_LABELS[c.status as ConversationStatus] ?? c.status} color={c.status === 'open' ? 'success' : 'default'} variant="outlined" sx={{ ml: 1 }} />
        </ListItemButton>
      ))}
    </MuiList>
  );
}

