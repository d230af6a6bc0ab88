// Attachment uploads (spec §3, §8): a progress bar per upload, 'File uploaded successfully', a failure shown as an
// error in that conversation only, cancel, and the httpClient rules (token, offline) on the XHR upload.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTACHMENT_MAX_BYTES, FILE_MSG } from '../../../src/domain/files';
import { browser } from '../../../src/providers/browser';
import { uploadFile } from '../../../src/providers/httpClient';
import { Composer } from '../../../src/custom/inbox/composer/Composer';
import { buildDetail } from '../inbox-ui/fakeData';
import { FakeXhr, renderTool, setUp, tearDown, toastMessages } from './harness';
beforeEach(() => {
  setUp();
});
afterEach(() => {
  tearDown();
  vi.restoreAllMocks();
});

const attachment = { id: 9, name: 'notes.txt', publicUrl: '/uploads/k/notes.txt', size: 12, type: 'text/plain', createdAt: 1, senderName: 'Ada Agent' };
const choose = (...files: File[]) => fireEvent.change(screen.getByTestId('attach-input'), { target: { files } });
const textFile = (name: string, size = 12) => new File(['x'.repeat(size)], name, { type: 'text/plain' });
const composerFor = (conversationId: number) => <Composer detail={buildDetail({ conversationId })} onSend={() => true} />;

describe('uploads in the composer', () => {
  it('posts the file with the token, shows its progress bar, then toasts and clears it', async () => {
    renderTool(composerFor(1));
    await screen.findByRole('toolbar', { name: 'Reply tools' });
    choose(textFile('notes.txt'));
    const xhr = FakeXhr.instances[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/app/inbox/conversations/1/attachments');
    expect(xhr.headers.authorization).toBe('Bearer tok-1');
    expect((xhr.body?.get('file') as File).name).toBe('notes.txt');

    const bar = () => screen.getByRole('progressbar', { name: 'Uploading notes.txt' });
    await waitFor(() => expect(bar()).toHaveAttribute('aria-valuenow', '0'));
    act(() => xhr.progress(30, 100));
    await waitFor(() => expect(bar()).toHaveAttribute('aria-valuenow', '30'));
    act(() => xhr.progress(75, 100));
    await waitFor(() => expect(bar()).toHaveAttribute('aria-valuenow', '75'));
    expect(screen.getByText('notes.txt · 75%')).toBeInTheDocument();

    act(() => xhr.respond(201, { attachment, message: FILE_MSG.uploaded }));
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Uploading notes.txt' })).not.toBeInTheDocument());
    expect(toastMessages('success')).toEqual(['File uploaded successfully']);
  });

  it('keeps one bar per upload', async () => {
    renderTool(composerFor(1));
    await screen.findByRole('toolbar', { name: 'Reply tools' });
    choose(textFile('a.txt'), textFile('b.txt'));
    expect(FakeXhr.instances).toHaveLength(2);
    act(() => FakeXhr.instances[1]!.progress(60, 100));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Uploading b.txt' })).toHaveAttribute('aria-valuenow', '60'));
    expect(screen.getByRole('progressbar', { name: 'Uploading a.txt' })).toHaveAttribute('aria-valuenow', '0');
  });

  it('shows a failure as an error of that conversation only, without a toast, until dismissed', async () => {
    const view = renderTool(composerFor(1));
    await screen.findByRole('toolbar', { name: 'Reply tools' });
    choose(textFile('cat.png'));
    act(() => FakeXhr.instances[0]!.respond(415, { message: FILE_MSG.notAllowed }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Upload of cat.png failed: ${FILE_MSG.notAllowed}`);
    expect(toastMessages('error')).toEqual([]);

    // Another conversation shows nothing; back in the first one the error is still there.
    view.rerenderWith(composerFor(2));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    view.rerenderWith(composerFor(1));
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('refuses a file over the limit before sending a byte', async () => {
    renderTool(composerFor(1));
    await screen.findByRole('toolbar', { name: 'Reply tools' });
    const big = textFile('huge.log');
    Object.defineProperty(big, 'size', { value: ATTACHMENT_MAX_BYTES + 1 });
    choose(big);
    expect(await screen.findByRole('alert')).toHaveTextContent(FILE_MSG.tooLarge);
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('cancels an upload in flight', async () => {
    renderTool(composerFor(1));
    await screen.findByRole('toolbar', { name: 'Reply tools' });
    choose(textFile('notes.txt'));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel upload of notes.txt' }));
    expect(FakeXhr.instances[0]!.aborted).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('upload-progress')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('uploadFile', () => {
  it('is refused unsent while offline, like every call', async () => {
    vi.spyOn(browser, 'online').mockReturnValue(false);
    const error = await uploadFile('app/inbox/conversations/1/attachments', textFile('a.txt'), 'a.txt').catch((e: Error) => e);
    expect(error).toMatchObject({ message: 'offline' });
    expect(FakeXhr.instances).toHaveLength(0);
    expect(toastMessages('error')).toEqual(['No internet Connection']);
  });

  it('derives the error text and toasts once when the caller wants a toast', async () => {
    const pending = uploadFile('app/x', textFile('a.txt'), 'a.txt').catch((e: Error) => e);
    FakeXhr.instances[0]!.respond(413, { errMessage: { errorMsg: FILE_MSG.tooLarge } });
    expect(await pending).toMatchObject({ message: FILE_MSG.tooLarge, status: 413 });
    expect(toastMessages('error')).toEqual([FILE_MSG.tooLarge]);
  });
});
