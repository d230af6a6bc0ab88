// The agent's upload progress on the conversation's list row (spec §3 list item attachmentProgress) and its failure
// as an error of that conversation: the rows read the same client-side upload list the composer writes.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILE_MSG } from '../../../src/domain/files';
import type { ConversationListItem } from '../../../src/domain/inbox/types';
import { Composer } from '../../../src/custom/inbox/composer/Composer';
import { ConversationRow } from '../../../src/custom/inbox/list/ConversationRow';
import { rowUpload, useUploadList, withAttachmentProgress } from '../../../src/custom/inbox/list/uploadProgress';
import type { UploadEntry } from '../../../src/custom/inbox/tools/model';
import { buildConversation } from '../inbox-model/builders';
import { buildDetail } from '../inbox-ui/fakeData';
import { FakeXhr, renderTool, setUp, tearDown } from './harness';

const entry = (over: Partial<UploadEntry>): UploadEntry => ({ key: 'k', conversationId: 1, name: 'a.txt', percentage: 0, status: 'uploading', error: null, ...over });

describe('rowUpload / withAttachmentProgress', () => {
  const list = [
    entry({ key: 'a', conversationId: 1, percentage: 70 }),
    entry({ key: 'b', conversationId: 1, percentage: 20 }),
    entry({ key: 'c', conversationId: 2, status: 'failed', error: 'nope' }),
  ];

  it('gives a row the lowest running percentage of its own uploads, and whether one failed', () => {
    expect(rowUpload(list, 1)).toEqual({ progress: 20, failed: false });
    expect(rowUpload(list, 2)).toEqual({ progress: null, failed: true });
    expect(rowUpload(list, 3)).toEqual({ progress: null, failed: false });
    expect(rowUpload(undefined, 1)).toEqual({ progress: null, failed: false });
  });

  it('sets attachmentProgress on the item, keeping the same object when nothing runs', () => {
    const one = buildConversation({ id: 1 });
    const three = buildConversation({ id: 3 });
    expect(withAttachmentProgress(one, list).attachmentProgress).toBe(20);
    expect(one.attachmentProgress).toBeNull();
    expect(withAttachmentProgress(three, list)).toBe(three);
  });
});

/** The rows as the list pane draws them. */
function Rows({ items }: { items: ConversationListItem[] }) {
  const uploads = useUploadList();
  return (
    <ul>
      {items.map((item) => (
        <ConversationRow
          key={item.id}
          item={withAttachmentProgress(item, uploads)}
          uploadFailed={rowUpload(uploads, item.id).failed}
          selected={false}
          checked={false}
          nowMs={1_700_000_600_000}
          onSelect={() => undefined}
          onCheck={() => undefined}
        />
      ))}
    </ul>
  );
}
beforeEach(() => {
  setUp();
});
afterEach(() => {
  tearDown();
  vi.restoreAllMocks();
});

const choose = (...files: File[]) => fireEvent.change(screen.getByTestId('attach-input'), { target: { files } });
const textFile = (name: string) => new File(['x'.repeat(64)], name, { type: 'text/plain' });

describe('upload progress on the list row', () => {
  const items = [buildConversation({ id: 1, user: { name: 'Ada Lovelace' } }), buildConversation({ id: 2, user: { id: 'v-bob', name: 'Bob Babbage' } })];
  const screenWith = () => (
    <>
      <Rows items={items} />
      <Composer detail={buildDetail({ conversationId: 1 })} onSend={() => true} />
    </>
  );
  const rowOf = (id: number) => screen.getByTestId(`conversation-${id}`);

  it("moves the uploading conversation's row bar with the XHR progress, and only that row's", async () => {
    renderTool(screenWith());
    await screen.findByRole('toolbar', { name: 'Reply tools' });
    expect(within(rowOf(1)).queryByRole('progressbar')).not.toBeInTheDocument();
    choose(textFile('notes.txt'));
    const xhr = FakeXhr.instances[0]!;
    const rowBar = () => within(rowOf(1)).getByRole('progressbar', { name: 'Uploading an attachment to Ada Lovelace' });
    await waitFor(() => expect(rowBar()).toHaveAttribute('aria-valuenow', '0'));
    act(() => xhr.progress(45, 100));
    await waitFor(() => expect(rowBar()).toHaveAttribute('aria-valuenow', '45'));
    // The composer shows its own bar for the same upload.
    expect(screen.getByRole('progressbar', { name: 'Uploading notes.txt' })).toHaveAttribute('aria-valuenow', '45');
    expect(within(rowOf(2)).queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => xhr.respond(201, { attachment: { id: 1, name: 'notes.txt', publicUrl: '/uploads/k/notes.txt', size: 64, type: 'text/plain', createdAt: 1, senderName: 'A' }, message: FILE_MSG.uploaded }));
    await waitFor(() => expect(within(rowOf(1)).queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('marks the row of a failed upload until the error is dismissed in the composer', async () => {
    renderTool(screenWith());
    await screen.findByRole('toolbar', { name: 'Reply tools' });
    choose(textFile('cat.png'));
    act(() => FakeXhr.instances[0]!.respond(415, { message: FILE_MSG.notAllowed }));
    await waitFor(() => expect(within(rowOf(1)).getByText('Upload failed')).toBeInTheDocument());
    expect(within(rowOf(1)).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(rowOf(2)).queryByText('Upload failed')).not.toBeInTheDocument();

    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(rowOf(1)).queryByText('Upload failed')).not.toBeInTheDocument());
  });
});
