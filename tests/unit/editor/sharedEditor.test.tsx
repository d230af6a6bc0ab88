// The shared tiptap setup (src/ui/editor): one set of extensions configured per use, the one mention menu fed by
// the caller's options, placeholders fixed or read per transaction, and pasted HTML cleaned by the HTML policy.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useMemo, useRef, useState } from 'react';
import type { Editor } from '@tiptap/core';
import { EditorContent, useEditor } from '@tiptap/react';
import { editorExtensions } from '../../../src/ui/editor/extensions';
import { MentionMenu } from '../../../src/ui/editor/MentionMenu';
import { useMentions } from '../../../src/ui/editor/useMentions';

const TEAM = [
  { id: '4', label: 'Bea Agent', secondary: 'bea@acme.test' },
  { id: '5', label: 'Ben Agent', secondary: 'ben@acme.test' },
  { id: '6', label: 'Cy Admin', secondary: 'cy@acme.test' },
];

interface HarnessProps {
  placeholder?: string | (() => string);
  onSubmit?: () => void;
  lists?: boolean;
  withMentions?: boolean;
}

function Harness({ placeholder, onSubmit, lists, withMentions = true }: HarnessProps) {
  const { bridge, suggestion, keys } = useMentions();
  const extensions = useMemo(
    () => editorExtensions({ placeholder, onSubmit, lists, mentions: withMentions ? bridge : undefined }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const editor = useEditor({ extensions });
  const query = suggestion?.query.toLowerCase() ?? '';
  return (
    <>
      <EditorContent editor={editor} />
      {suggestion && (
        <MentionMenu
          label="Mention someone"
          query={suggestion.query}
          options={TEAM.filter((t) => t.label.toLowerCase().includes(query))}
          rect={() => new DOMRect(0, 0, 10, 10)}
          keys={keys}
          onPick={(item) => suggestion.command(item)}
        />
      )}
    </>
  );
}

function editor(): Editor {
  const el = document.querySelector('.ProseMirror') as (HTMLElement & { editor?: Editor }) | null;
  if (!el?.editor) throw new Error('no editor');
  return el.editor;
}

// jsdom has no ClipboardEvent; ProseMirror only needs an event to hand to the paste handlers.
const pasteEvent = () => new Event('paste') as ClipboardEvent;
const type = (text: string) => act(() => void editor().chain().focus('end').insertContent(text).run());
const key = (k: string, shiftKey = false) => fireEvent.keyDown(document.querySelector('.ProseMirror')!, { key: k, code: k, shiftKey });

describe('shared editor', { timeout: 30_000 }, () => {
  it('lists the matching team users after @ and inserts the picked one as a mention node', async () => {
    render(<Harness />);
    await waitFor(() => expect(editor()).toBeTruthy());
    type('Ask @be');
    const menu = await screen.findByRole('listbox', { name: 'Mention someone' });
    expect(Array.from(menu.querySelectorAll('[role="option"]')).map((o) => o.textContent)).toEqual([
      'Bea Agentbea@acme.test',
      'Ben Agentben@acme.test',
    ]);
    key('ArrowDown');
    key('Enter');
    await waitFor(() => expect(document.querySelector('.ProseMirror .mention')).toHaveTextContent('@Ben Agent'));
    const paragraph = editor().getJSON().content?.[0];
    expect(paragraph?.content).toEqual([
      { type: 'text', text: 'Ask ' },
      { type: 'mention', attrs: { id: '5', label: 'Ben Agent', mentionSuggestionChar: '@' } },
      { type: 'text', text: ' ' },
    ]);
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('sends on Enter where configured, but not while the mention menu is open', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await waitFor(() => expect(editor()).toBeTruthy());
    type('@cy');
    await screen.findByRole('option', { name: /Cy Admin/ });
    key('Enter');
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(editor().getText()).toContain('@Cy Admin'));
    key('Enter');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('starts a new paragraph on Enter without onSubmit, and leaves @ as text without mentions', async () => {
    render(<Harness withMentions={false} />);
    await waitFor(() => expect(editor()).toBeTruthy());
    type('Mail @bea');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    act(() => void editor().commands.enter());
    expect(editor().getJSON().content).toHaveLength(2);
    expect(editor().getText()).toContain('Mail @bea');
  });

  it('draws a fixed placeholder, and a function placeholder as it reads now', async () => {
    const { unmount } = render(<Harness placeholder="Message" />);
    await waitFor(() => expect(document.querySelector('.ProseMirror p')).toHaveAttribute('data-placeholder', 'Message'));
    unmount();

    function Switching() {
      const [mode, setMode] = useState('Reply to Ada...');
      const latest = useRef(mode);
      latest.current = mode;
      return (
        <>
          <button onClick={() => setMode('Note for your team...')}>note</button>
          <Harness placeholder={() => latest.current} />
        </>
      );
    }
    render(<Switching />);
    await waitFor(() => expect(document.querySelector('.ProseMirror p')).toHaveAttribute('data-placeholder', 'Reply to Ada...'));
    fireEvent.click(screen.getByText('note'));
    act(() => void editor().view.dispatch(editor().state.tr));
    await waitFor(() => expect(document.querySelector('.ProseMirror p')).toHaveAttribute('data-placeholder', 'Note for your team...'));
  });

  it('cleans pasted HTML by the message HTML policy: hidden form text, scripts and svg do not land in the draft', async () => {
    render(<Harness />);
    await waitFor(() => expect(editor()).toBeTruthy());
    act(() => {
      editor().view.pasteHTML(
        '<p>Hello <b>there</b><textarea>secret draft</textarea><svg><text>drawn</text></svg><select><option>pick</option></select></p><ul><li>one</li></ul>',
        pasteEvent(),
      );
    });
    expect(editor().getText()).not.toMatch(/secret|drawn|pick/);
    // (ProseMirror may leave an empty paragraph after a pasted list for the caret.)
    expect(editor().getHTML()).toMatch(/^<p>Hello there<\/p><ul><li><p>one<\/p><\/li><\/ul>(<p><\/p>)?$/);
  });

  it('keeps lists out where the value is plain text', async () => {
    render(<Harness lists={false} />);
    await waitFor(() => expect(editor()).toBeTruthy());
    act(() => void editor().view.pasteHTML('<ul><li>one</li><li>two</li></ul>', pasteEvent()));
    expect(editor().getHTML()).toBe('<p>one</p><p>two</p>');
  });
});
