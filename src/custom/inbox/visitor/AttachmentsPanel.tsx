// The visitor panel's attachments (spec §2, §3): the visitor's own conversations' files and the rest of their
// account's, from GET app/inbox/attachments/{visitorId}/1000, with what reached the open thread since. Agents who
// may write can delete a file ('File deleted successfully').
import { IconButton, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import type { Attachment } from '../../../domain/inbox/types';
import { useShellSession } from '../../../ui/session/SessionContext';
import { fill } from '../labels';
import { canReply } from '../model';
import { AttachmentPart } from '../thread/MessageParts';
import { TOOLS_UI } from '../tools/labels';
import { attachmentSections } from '../tools/model';
import { useAttachmentLists } from '../tools/useAttachmentLists';

export interface AttachmentsPanelProps {
  visitorId: string;
  /** Attachments of the open thread's messages. */
  fromThread: readonly Attachment[];
}

function Files({ title, empty, items, onDelete }: { title: string; empty: string; items: Attachment[]; onDelete?: (a: Attachment) => void }) {
  return (
    <Stack spacing={0.5} component="section" aria-label={title}>
      <Typography variant="caption" color="text.secondary" component="h4">
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        items.map((a) => (
          <Stack key={a.id} direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', minWidth: 0 }}>
            <AttachmentPart attachment={a} compact />
            {onDelete && (
              <IconButton size="small" aria-label={fill(TOOLS_UI.deleteAttachment, { name: a.name })} onClick={() => onDelete(a)}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            )}
          </Stack>
        ))
      )}
    </Stack>
  );
}

export function AttachmentsPanel({ visitorId, fromThread }: AttachmentsPanelProps) {
  const session = useShellSession();
  const { lists, loadedAt, remove } = useAttachmentLists(visitorId);
  const sections = attachmentSections(lists, loadedAt, fromThread);
  const onDelete = canReply(false, session?.facts.flat) ? (a: Attachment) => void remove(a.id).catch(() => undefined) : undefined;
  return (
    <Stack spacing={1.5}>
      <Files title={TOOLS_UI.visitorAttachments} empty={TOOLS_UI.noVisitorAttachments} items={sections.visitorAttachments} onDelete={onDelete} />
      <Files title={TOOLS_UI.accountAttachments} empty={TOOLS_UI.noAccountAttachments} items={sections.accountAttachments} onDelete={onDelete} />
    </Stack>
  );
}
