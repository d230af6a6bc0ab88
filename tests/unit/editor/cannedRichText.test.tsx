// The canned message form edits its text in ra-input-rich-text's RichTextInput on the shared extensions; what is
// stored stays plain text: each line a paragraph in the editor, and lines again in the PUT/POST body.
import { act, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { MSG } from '../../../src/domain/messages';
import { CannedMessageCreate } from '../../../src/resources/cannedMessages/CannedMessageCreate';
import { CannedMessageEdit } from '../../../src/resources/cannedMessages/CannedMessageEdit';
import { htmlToText, textToHtml } from '../../../src/ui/editor/plainText';
import { callsTo, press, renderView, stubApi } from '../resources/harness';

afterEach(() => vi.unstubAllGlobals());

function editor(): Editor {
  const el = screen.getByRole('textbox', { name: 'Message' }) as HTMLElement & { editor?: Editor };
  if (!el.editor) throw new Error('no rich text editor');
  return el.editor;
}

describe('canned message form', { timeout: 40_000 }, () => {
  it('loads the text as paragraphs in a rich text editor and saves the edited lines as text', async () => {
    const calls = stubApi({
      'GET /app/cannedmessages/3': { json: { messageId: 3, message: 'Hi <there>\nThanks for waiting' } },
      'PUT /app/cannedmessages/3': { json: { messageId: 3, message: 'saved' } },
    });
    renderView(<CannedMessageEdit />, { resource: 'cannedmessages', route: '/cannedmessages/:id', path: '/cannedmessages/3' });
    await waitFor(() => expect(editor().getHTML()).toBe('<p>Hi &lt;there&gt;</p><p>Thanks for waiting</p>'));
    expect(document.querySelector('.RaRichTextInput-editorContent')).not.toBeNull();

    act(() => void editor().commands.insertContentAt(editor().state.doc.content.size - 1, ' @ Ann'));
    press('Save');
    await waitFor(() => expect(callsTo(calls, 'PUT', '/app/cannedmessages/3')).toHaveLength(1), { timeout: 10_000 });
    expect(callsTo(calls, 'PUT', '/app/cannedmessages/3')[0]!.body).toEqual({ message: 'Hi <there>\nThanks for waiting @ Ann' });
  });

  it('says a blank message is empty and sends nothing', async () => {
    const calls = stubApi({});
    renderView(<CannedMessageCreate />, { resource: 'cannedmessages', route: '/cannedmessages/create', path: '/cannedmessages/create' });
    await waitFor(() => expect(editor().isEmpty).toBe(true));
    // Blank lines are still an empty message (the schema trims what the editor gives back).
    act(() => void editor().commands.insertContentAt(1, '   '));
    press('Save');
    expect(await screen.findByText(MSG.fieldEmpty)).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/app/cannedmessages')).toHaveLength(0);
  });

  it('creates a message of several lines as text', async () => {
    const calls = stubApi({ 'POST /app/cannedmessages': { json: { messageId: 9, message: 'Two\nlines' } } });
    renderView(<CannedMessageCreate />, { resource: 'cannedmessages', route: '/cannedmessages/create', path: '/cannedmessages/create' });
    await waitFor(() => expect(editor().isEmpty).toBe(true));
    act(() => void editor().commands.insertContentAt(1, [
      { type: 'paragraph', content: [{ type: 'text', text: 'Two' }] },
      { type: 'paragraph', content: [{ type: 'text', text: 'lines' }] },
    ]));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    press('Save');
    await waitFor(() => expect(callsTo(calls, 'POST', '/app/cannedmessages')).toHaveLength(1), { timeout: 10_000 });
    expect(callsTo(calls, 'POST', '/app/cannedmessages')[0]!.body).toEqual({ message: 'Two\nlines' });
  });
});

describe('plain text in a rich text editor', () => {
  it('goes in as escaped paragraphs and comes back as the same text', () => {
    for (const text of ['', 'one line', 'a\nb', 'a\n\nb\n', '<b>x</b> & "y"', '  indented']) {
      expect(htmlToText(textToHtml(text))).toBe(text);
    }
    expect(textToHtml('a <b>\nc')).toBe('<p>a &lt;b&gt;</p><p>c</p>');
    expect(htmlToText('<p>a<br>b</p><p></p>')).toBe('a\nb\n');
  });
});
