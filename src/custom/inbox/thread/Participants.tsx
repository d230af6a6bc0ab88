// The agents in a conversation (spec §6: agents can be added to or removed from a conversation); Slack
// participants are shown, not managed here.
import { useState } from 'react';
import {
  Avatar,
  Chip,
  CircularProgress,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Popover,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import type { Participants as ParticipantList } from '../../../domain/inbox/types';
import { useInboxActions, useMemberSearch } from '../data';
import { fill, UI } from '../labels';
import { initials } from '../model';

function AgentSearch({ exclude, onPick }: { exclude: readonly number[]; onPick(userId: number): void }) {
  const [q, setQ] = useState('');
  const { users, isLoading } = useMemberSearch(q);
  const options = (users ?? []).filter((u) => !exclude.includes(u.id));
  return (
    <Stack sx={{ p: 1.5, width: 280 }} spacing={1}>
      <TextField size="small" variant="outlined" margin="none" autoFocus label={UI.searchAgents} value={q} onChange={(e) => setQ(e.target.value)} />
      {isLoading && <CircularProgress size={20} />}
      {q.trim() !== '' && !isLoading && options.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {UI.noAgents}
        </Typography>
      )}
      <List dense disablePadding>
        {options.map((u) => (
          <ListItemButton key={u.id} onClick={() => onPick(u.id)}>
            <ListItemText primary={u.name} secondary={u.email} />
          </ListItemButton>
        ))}
      </List>
    </Stack>
  );
}

export function Participants({ conversationId, participants }: { conversationId: number; participants: ParticipantList }) {
  const { addMembers, removeMember } = useInboxActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const ids = participants.appUsers.map((u) => u.id);
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }} aria-label={UI.participants} role="group">
      {participants.appUsers.map((u) => (
        <Chip
          key={u.id}
          size="small"
          avatar={<Avatar src={u.img ?? undefined}>{initials(u.name)}</Avatar>}
          label={u.name}
          // A failure is toasted by httpClient and the previous participants come back (useInboxActions).
          onDelete={() => void removeMember(conversationId, u.id).catch(() => undefined)}
          deleteIcon={<CancelIcon aria-label={fill(UI.removeParticipant, { name: u.name })} />}
        />
      ))}
      {participants.slackUsers.map((s) => (
        <Chip key={s.threadId} size="small" variant="outlined" label={`${s.name} (${UI.slack})`} />
      ))}
      {(participants.teamsUsers ?? []).map((t) => (
        <Chip key={`${t.threadId}:${t.userId}`} size="small" variant="outlined" label={`${t.name} (${UI.msteams})`} />
      ))}
      <Tooltip title={UI.addParticipant}>
        <IconButton size="small" aria-label={UI.addParticipant} onClick={(e) => setAnchor(e.currentTarget)}>
          <PersonAddIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Popover open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}>
        <AgentSearch
          exclude={ids}
          onPick={(userId) => {
            setAnchor(null);
            void addMembers(conversationId, [userId]).catch(() => undefined);
          }}
        />
      </Popover>
    </Stack>
  );
}
