// The reply composer of one conversation: the uploads of that conversation above the editor, the editor with its
// tools below. A canned message picked into the draft rides along with it while the draft still holds its text.
import { useCallback, useState } from 'react';
import { newClientId, type OutgoingDraft } from '../../../domain/inbox/sending';
import type { ConversationDetail } from '../../../domain/inbox/types';
import type { CannedMessage } from '../../../domain/schemas/canned';
import { ReplyEditor } from '../editor/ReplyEditor';
import { inlineContentOf, withCannedMessage } from '../tools/model';
import { useBookMeeting } from '../tools/useBookMeeting';
import { useUploads } from '../tools/useUploads';
import { ReplyInsertBridge } from '../helpdesk';
import { ComposerToolbar, csatDraft } from './ComposerToolbar';
import { UploadList } from './UploadList';

export interface ComposerProps {
  detail: ConversationDetail;
  onSend(draft: OutgoingDraft): boolean;
}

export function Composer({ detail, onSend }: ComposerProps) {
  const [canned, setCanned] = useState<CannedMessage | null>(null);
  const { uploads, start, cancel, dismiss } = useUploads(detail.conversationId);
  const { book, isBooking } = useBookMeeting(detail.conversationId, detail.visitor.id);

  const sendDraft = useCallback(
    (draft: OutgoingDraft) => {
      const sent = onSend(withCannedMessage(draft, canned));
      if (sent) setCanned(null);
      return sent;
    },
    [onSend, canned],
  );

  return (
    <>
      <UploadList uploads={uploads} onCancel={cancel} onDismiss={dismiss} />
      <ReplyEditor
        visitorName={detail.visitor.name}
        conversationId={detail.conversationId}
        onSend={sendDraft}
        tools={(editor) => (
          <>
            <ReplyInsertBridge editor={editor} />
            <ComposerToolbar
              onCanned={(c) => {
                editor.insert(inlineContentOf(c.message));
                setCanned(c);
              }}
              onGif={(gif) => onSend({ text: '', gif })}
              onFiles={(files) => files.forEach(start)}
              onCsat={() => onSend(csatDraft(newClientId()))}
              onBookMeeting={() => void book().catch(() => undefined)}
              isBooking={isBooking}
            />
          </>
        )}
      />
    </>
  );
}
