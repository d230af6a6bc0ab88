// The visitor panel's attachments (spec §2, §3, §8): the visitor's files apart from the rest of their account's,
// a new upload of the open thread shown at once, deletion with 'File deleted successfully', and a load failure
// toasted with its text. Also the conversation's tags, where the Blocked tag follows the visitor's flag.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Attachment } from '../../../src/domain/inbox/types';
import { inboxKeys } from '../../../src/custom/inbox/data/keys';
import { AttachmentsPanel } from '../../../src/custom/inbox/visitor/AttachmentsPanel';
import { VisitorPanel } from '../../../src/custom/inbox/visitor/VisitorPanel';
import { buildDetail } from '../inbox-ui/fakeData';
import { FakeBackend, newQueryClient, renderTool, setUp, tearDown, toastMessages } from './harness';

const file = (id: number, name: string, createdAt: number, senderName = 'Ada Lovelace'): Attachment => ({
  id,
  name,
  publicUrl: `/uploads/key${id}-abcdefghijklmnop/${name}`,
  size: 2048,
  type: 'application/pdf',
  createdAt,
  senderName,
});

let backend: FakeBackend;
let visitorFiles: Attachment[];
beforeEach(() => {
  backend = setUp();
  visitorFiles = [file(1, 'brief.pdf', 100), file(2, 'screen.png', 200, 'Sam Agent')];
  backend
    .on('GET', '/app/inbox/attachments/v-ada/1000', () => ({ body: { visitorAttachments: visitorFiles, accountAttachments: [file(3, 'contract.pdf', 150, 'Colleague')] } }))
    .on('DELETE', '/app/inbox/attachments/1', () => {
      visitorFiles = visitorFiles.filter((a) => a.id !== 1);
      return { body: { ok: true, message: 'File deleted successfully' } };
    });
});
afterEach(tearDown);

const section = (name: string) => screen.getByRole('region', { name });
const names = (name: string) => within(section(name)).queryAllByRole('link').map((a) => a.textContent);

describe('attachments panel', () => {
  it('lists the visitor’s attachments apart from the account’s, newest first', async () => {
    renderTool(<AttachmentsPanel visitorId="v-ada" fromThread={[]} />);
    await waitFor(() => expect(names('Visitor attachments')).toEqual(['screen.png', 'brief.pdf']));
    expect(names('Account attachments')).toEqual(['contract.pdf']);
    expect(within(section('Visitor attachments')).getByRole('link', { name: 'brief.pdf' })).toHaveAttribute('href', '/uploads/key1-abcdefghijklmnop/brief.pdf');
  });

  it('adds an attachment that reached the thread after the lists loaded', async () => {
    const view = renderTool(<AttachmentsPanel visitorId="v-ada" fromThread={[]} />);
    await waitFor(() => expect(names('Visitor attachments')).toHaveLength(2));
    const fresh = file(7, 'just-now.txt', Math.floor(Date.now() / 1000) + 1, 'Sam Agent');
    view.rerenderWith(<AttachmentsPanel visitorId="v-ada" fromThread={[file(1, 'brief.pdf', 100), fresh]} />);
    expect(names('Visitor attachments')).toEqual(['just-now.txt', 'screen.png', 'brief.pdf']);
  });

  it('deletes with a toast and the file leaves the list, though its old message is still in the thread', async () => {
    renderTool(<AttachmentsPanel visitorId="v-ada" fromThread={[file(1, 'brief.pdf', 100)]} />);
    await waitFor(() => expect(names('Visitor attachments')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: 'Delete brief.pdf' }));
    await waitFor(() => expect(names('Visitor attachments')).toEqual(['screen.png']));
    expect(backend.callsTo('DELETE', '/app/inbox/attachments/1')).toHaveLength(1);
    expect(toastMessages('success')).toEqual(['File deleted successfully']);
  });

  it('toasts a load failure with its text and still shows the thread’s attachments', async () => {
    backend.on('GET', '/app/inbox/attachments/v-ada/1000', { status: 500, body: { errMessage: { errorMsg: 'Storage unavailable' } } });
    renderTool(<AttachmentsPanel visitorId="v-ada" fromThread={[file(1, 'brief.pdf', 100)]} />);
    await waitFor(() => expect(toastMessages('error')).toEqual(['Storage unavailable']));
    expect(names('Visitor attachments')).toEqual(['brief.pdf']);
    expect(section('Account attachments')).toHaveTextContent('Nothing else from this account');
  });
});

describe('tags on the conversation', () => {
  const tags = [
    { id: 4, name: 'VIP', key: null },
    { id: 9, name: 'Blocked', key: 'blocked' },
  ];

  it('shows the row’s tags, and the Blocked tag while the visitor is blocked even before the row has it', async () => {
    const qc = newQueryClient();
    qc.setQueryData(inboxKeys.tags, tags);
    const view = renderTool(<VisitorPanel detail={buildDetail({ visitor: { blocked: true } })} tagIds={[4]} entries={[]} />, { qc });
    const list = () => within(screen.getByRole('list', { name: 'Tags' }));
    expect(list().getAllByRole('listitem').map((t) => t.textContent)).toEqual(['VIP', 'Blocked']);
    view.rerenderWith(<VisitorPanel detail={buildDetail({ visitor: { blocked: false } })} tagIds={[4, 9]} entries={[]} />);
    expect(list().getAllByRole('listitem').map((t) => t.textContent)).toEqual(['VIP']);
  });
});
