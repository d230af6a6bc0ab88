// The inbox's shortcuts run the inbox's own actions, and never while the agent types in a field or the editor.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render } from '@testing-library/react';
import type { ConversationListItem } from '../../../src/domain/inbox/types';

const actions = { setStatus: vi.fn(), setStarred: vi.fn(), addMembers: vi.fn() };
vi.mock('../../../src/custom/inbox/data', () => ({ useInboxActions: () => actions, useSender: () => ({ userId: 7 }) }));

const { useInboxKeyboard } = await import('../../../src/custom/inbox/keyboard/useInboxKeyboard');
const { useOpenConversationCommands } = await import('../../../src/custom/inbox/keyboard/openConversationCommands');

const item = (id: number, starred = false): ConversationListItem =>
  ({ id, starred, members: [], status: 'open', tags: [], user: { id: id * 10 } }) as unknown as ConversationListItem;
const items = [item(1), item(2, true), item(3)];

function Inbox({ selectedId, select, changeTab }: { selectedId: number | null; select: (c: ConversationListItem) => void; changeTab: (t: 0 | 1) => void }) {
  useInboxKeyboard({ items, selectedId, select, changeTab, openVisitorPanel: () => undefined });
  const published = useOpenConversationCommands();
  return (
    <div>
      <input aria-label="field" />
      <div contentEditable role="textbox" aria-label="editor" suppressContentEditableWarning />
      <output>{published?.conversationId ?? 'none'}</output>
    </div>
  );
}

const key = (target: Element, k: string, code: string, shift = false) => {
  fireEvent.keyDown(target, { key: k, code, shiftKey: shift, bubbles: true });
  fireEvent.keyUp(target, { key: k, code, shiftKey: shift, bubbles: true });
};

let select: ReturnType<typeof vi.fn<(c: ConversationListItem) => void>>;
let changeTab: ReturnType<typeof vi.fn<(t: 0 | 1) => void>>;
beforeEach(() => {
  select = vi.fn<(c: ConversationListItem) => void>();
  changeTab = vi.fn<(t: 0 | 1) => void>();
  for (const f of Object.values(actions)) f.mockReset().mockResolvedValue(undefined);
});
afterEach(cleanup);

describe('useInboxKeyboard', () => {
  it('moves to the next and previous conversation with j/k and the arrows', () => {
    render(<Inbox selectedId={2} select={select} changeTab={changeTab} />);
    key(document.body, 'j', 'KeyJ');
    key(document.body, 'ArrowUp', 'ArrowUp');
    expect(select.mock.calls.map(([c]) => c.id)).toEqual([3, 1]);
  });

  it('closes, reopens, stars and assigns the open conversation through the inbox actions', () => {
    render(<Inbox selectedId={2} select={select} changeTab={changeTab} />);
    key(document.body, 'e', 'KeyE');
    key(document.body, 'E', 'KeyE', true);
    key(document.body, 's', 'KeyS');
    key(document.body, 'a', 'KeyA');
    expect(actions.setStatus.mock.calls).toEqual([
      [2, 'close'],
      [2, 'open'],
    ]);
    expect(actions.setStarred).toHaveBeenCalledWith(2, false);
    expect(actions.addMembers).toHaveBeenCalledWith(2, [7]);
  });

  it('reopens the last conversation with Enter after going back to the list', () => {
    const view = render(<Inbox selectedId={3} select={select} changeTab={changeTab} />);
    view.rerender(<Inbox selectedId={null} select={select} changeTab={changeTab} />);
    key(document.body, 'Enter', 'Enter');
    expect(select.mock.calls.map(([c]) => c.id)).toEqual([3]);
  });

  it('focuses the reply editor with r', () => {
    const { getByLabelText } = render(<Inbox selectedId={2} select={select} changeTab={changeTab} />);
    key(document.body, 'r', 'KeyR');
    expect(document.activeElement).toBe(getByLabelText('editor'));
  });

  it('switches tabs with 1 and 2', () => {
    render(<Inbox selectedId={null} select={select} changeTab={changeTab} />);
    key(document.body, '2', 'Digit2');
    key(document.body, '1', 'Digit1');
    expect(changeTab.mock.calls).toEqual([[1], [0]]);
  });

  it('does nothing for a key typed in a field or the reply editor', () => {
    const { getByLabelText } = render(<Inbox selectedId={2} select={select} changeTab={changeTab} />);
    for (const label of ['field', 'editor']) {
      key(getByLabelText(label), 'e', 'KeyE');
      key(getByLabelText(label), 'j', 'KeyJ');
    }
    expect(actions.setStatus).not.toHaveBeenCalled();
    expect(select).not.toHaveBeenCalled();
  });

  it('takes the focus out of the editor on Escape, after which the keys work again', () => {
    const { getByLabelText } = render(<Inbox selectedId={2} select={select} changeTab={changeTab} />);
    const editor = getByLabelText('editor');
    editor.focus();
    key(editor, 'Escape', 'Escape');
    expect(document.activeElement).toBe(document.body);
    key(document.body, 'e', 'KeyE');
    expect(actions.setStatus).toHaveBeenCalledWith(2, 'close');
  });

  it('publishes the open conversation for the command palette', () => {
    const { getByRole } = render(<Inbox selectedId={3} select={select} changeTab={changeTab} />);
    expect(getByRole('status').textContent).toBe('3');
    cleanup();
    const again = render(<Inbox selectedId={null} select={select} changeTab={changeTab} />);
    expect(again.getByRole('status').textContent).toBe('none');
  });
});
