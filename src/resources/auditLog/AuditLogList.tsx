// The audit log: newest first, 25 a page; each row says when, who, what they did (a chip coloured by the verb), to
// what, and what changed by field; a row opens to every change, the full time and the IP address.
import type { ReactNode } from 'react';
import { Avatar, Box, Chip, Stack, Tooltip, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { SvgIconComponent } from '@mui/icons-material';
import SecurityIcon from '@mui/icons-material/Security';
import GroupsIcon from '@mui/icons-material/Groups';
import PersonIcon from '@mui/icons-material/Person';
import ExtensionIcon from '@mui/icons-material/Extension';
import TuneIcon from '@mui/icons-material/Tune';
import ForumIcon from '@mui/icons-material/Forum';
import FilterAltIcon from '@mui/icons-material/FilterAlt';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import QuickreplyIcon from '@mui/icons-material/Quickreply';
import NotificationsIcon from '@mui/icons-material/Notifications';
import HistoryIcon from '@mui/icons-material/History';
import KeyIcon from '@mui/icons-material/Key';
import WebhookIcon from '@mui/icons-material/Webhook';
import PermContactCalendarIcon from '@mui/icons-material/PermContactCalendar';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { DataTable, List, useRecordContext } from 'react-admin';
import { auditActionLabel, auditAreaOf, auditTargetTypeLabel, type AuditArea, type AuditLine, type AuditLogRecord } from '../../domain/audit';
import { AuditLogEmpty } from './AuditLogEmpty';
import { auditLogFilters } from './AuditLogFilters';
import { AUDIT_UI } from './labels';
import { actionTone, initials, summaryLines, VISIBLE_LINES, whenText } from './model';

const AREA_ICON: Record<AuditArea, SvgIconComponent> = {
  role: SecurityIcon,
  team: GroupsIcon,
  user: PersonIcon,
  integration: ExtensionIcon,
  settings: TuneIcon,
  flow: ForumIcon,
  audience: FilterAltIcon,
  tag: LocalOfferIcon,
  canned: QuickreplyIcon,
  notifications: NotificationsIcon,
  export: FileDownloadIcon,
  apikey: KeyIcon,
  webhook: WebhookIcon,
  contact: PermContactCalendarIcon,
  conversation: CallMergeIcon,
  message: EditNoteIcon,
};

const useAuditRecord = () => useRecordContext<AuditLogRecord>();

function When() {
  const r = useAuditRecord();
  if (!r) return null;
  const when = whenText(r.createdAt, Date.now());
  return (
    <Tooltip title={when.full} placement="bottom-start">
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        {when.short}
      </Typography>
    </Tooltip>
  );
}

function Who() {
  const r = useAuditRecord();
  if (!r) return null;
  const name = r.actor.name || r.actor.email || AUDIT_UI.removedUser;
  return (
    <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Avatar
        sx={(t) => ({ width: 30, height: 30, fontSize: '0.75rem', fontWeight: 700, bgcolor: alpha(t.palette.secondary.main, 0.1), color: 'secondary.main' })}
        aria-hidden
      >
        {initials(r.actor.name, r.actor.email)}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
        {r.actor.name && r.actor.email && (
          <Typography variant="caption" color="text.secondary" noWrap component="div">
            {r.actor.email}
          </Typography>
        )}
      </Box>
    </Stack>
  );
}

function ActionChip() {
  const r = useAuditRecord();
  if (!r) return null;
  const area = auditAreaOf(r.action);
  const Icon = area ? AREA_ICON[area] : HistoryIcon;
  const tone = actionTone(r.action);
  return (
    <Chip
      size="small"
      icon={<Icon />}
      label={auditActionLabel(r.action)}
      data-action={r.action}
      sx={(t) => ({
        fontWeight: 600,
        color: t.palette[tone].dark,
        bgcolor: alpha(t.palette[tone].main, 0.1),
        border: `1px solid ${alpha(t.palette[tone].main, 0.24)}`,
        '& .MuiChip-icon': { color: 'inherit', fontSize: 16 },
      })}
    />
  );
}

/** An address may wrap after its '@' rather than mid-word. */
function breakable(text: string): ReactNode {
  const at = text.indexOf('@');
  return at > 0 ? (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  ) : (
    text
  );
}

function Target() {
  const r = useAuditRecord();
  if (!r) return null;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'break-word', wordBreak: 'break-word' }}>
        {breakable(r.target.label || '—')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {auditTargetTypeLabel(r.target.type)}
      </Typography>
    </Box>
  );
}

/** 'Permissions › Inbox: read, write → read', the field's name quieter than what happened to it. */
function Lines({ lines }: { lines: AuditLine[] }) {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', '& li': { typography: 'body2', overflowWrap: 'break-word', py: 0.125 } }}>
      {lines.map((line, i) => (
        <li key={i}>
          {line.label && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {line.label}:{' '}
            </Box>
          )}
          {line.text}
        </li>
      ))}
    </Box>
  );
}

function Changes() {
  const r = useAuditRecord();
  if (!r) return null;
  const lines = summaryLines(r.summary, r.action);
  if (!lines.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {AUDIT_UI.nothingListed}
      </Typography>
    );
  }
  const hidden = lines.length - VISIBLE_LINES;
  return (
    <>
      <Lines lines={hidden > 0 ? lines.slice(0, VISIBLE_LINES) : lines} />
      {hidden > 0 && (
        <Typography variant="caption" color="primary" sx={{ fontWeight: 600 }}>
          {AUDIT_UI.more(hidden)}
        </Typography>
      )}
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The opened row: every change, the full time, the target's id and where the request came from. */
function Detail() {
  const r = useAuditRecord();
  if (!r) return null;
  const lines = summaryLines(r.summary, r.action);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, gap: 3, py: 1.5, px: 1 }}>
      <Box>
        <Typography variant="overline" color="text.secondary">
          {AUDIT_UI.changes}
        </Typography>
        {lines.length ? <Lines lines={lines} /> : <Typography variant="body2">{AUDIT_UI.nothingListed}</Typography>}
      </Box>
      <Stack spacing={1.25}>
        <Fact label={AUDIT_UI.time}>{whenText(r.createdAt, Date.now()).full}</Fact>
        <Fact label={AUDIT_UI.who}>{[r.actor.name, r.actor.email].filter(Boolean).join(' · ') || AUDIT_UI.removedUser}</Fact>
        {r.target.id && <Fact label={`${auditTargetTypeLabel(r.target.type)} ${AUDIT_UI.targetId.toLowerCase()}`}>{r.target.id}</Fact>}
        {r.ip && <Fact label={AUDIT_UI.ip}>{r.ip}</Fact>}
      </Stack>
    </Box>
  );
}

export function AuditLogList() {
  return (
    <List
      resource="audit-log"
      title={false}
      filters={auditLogFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      exporter={false}
      actions={false}
      empty={<AuditLogEmpty />}
      sx={{ '& .RaList-content': { borderRadius: 2 } }}
    >
      <DataTable
        bulkActionButtons={false}
        rowClick="expand"
        expand={<Detail />}
        empty={<AuditLogEmpty />}
        sx={{ '& .MuiTableCell-root': { verticalAlign: 'top', py: 1.25 }, '& .RaDataTable-headerCell': { whiteSpace: 'nowrap' } }}
      >
        <DataTable.Col label={AUDIT_UI.when} disableSort sx={{ width: 120 }}>
          <When />
        </DataTable.Col>
        <DataTable.Col label={AUDIT_UI.who} disableSort sx={{ width: 190, maxWidth: 190 }}>
          <Who />
        </DataTable.Col>
        <DataTable.Col label={AUDIT_UI.action} disableSort sx={{ width: 210 }}>
          <ActionChip />
        </DataTable.Col>
        <DataTable.Col label={AUDIT_UI.target} disableSort sx={{ width: 170, maxWidth: 170 }}>
          <Target />
        </DataTable.Col>
        <DataTable.Col label={AUDIT_UI.changes} disableSort>
          <Changes />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
