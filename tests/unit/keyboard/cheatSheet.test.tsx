// `?` opens the cheat sheet: the shortcut table grouped by scope; typed in a field it is just a character.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SHORTCUTS } from '../../../src/domain/keyboard/shortcuts';
import { GlobalShortcuts } from '../../../src/custom/palette/GlobalShortcuts';

function renderShell() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <input aria-label="field" />
        <GlobalShortcuts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
// US English by default; other layouts produce `?` from other keys.
const question = (target: Element, code = 'Slash', extra: Partial<KeyboardEventInit> = {}) => {
  fireEvent.keyDown(target, { key: '?', code, shiftKey: true, ...extra });
  fireEvent.keyUp(target, { key: '?', code, shiftKey: true, ...extra });
};

afterEach(cleanup);

describe('cheat sheet', () => {
  it('lists every shortcut of the table under its scope', () => {
    renderShell();
    question(document.body);
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    const inbox = within(within(dialog).getByRole('table', { name: 'Inbox' })).getAllByRole('row');
    const everywhere = within(within(dialog).getByRole('table', { name: 'Everywhere' })).getAllByRole('row');
    expect(inbox.map((r) => r.textContent)).toEqual(SHORTCUTS.filter((s) => s.scope === 'inbox').map((s) => s.label + s.display));
    expect(everywhere).toHaveLength(SHORTCUTS.filter((s) => s.scope === 'global').length);
  });

  it('does not open from a field', () => {
    renderShell();
    question(screen.getByLabelText('field'));
    question(screen.getByLabelText('field'), 'Comma');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['French AZERTY (Shift + comma key)', 'Comma'],
    ['German (Shift + ß key)', 'Minus'],
  ])('opens on %s: the character typed, not the key', (_layout, code) => {
    renderShell();
    question(document.body, code);
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeTruthy();
  });

  it('is not another shortcut with Ctrl or Cmd', () => {
    renderShell();
    question(document.body, 'Slash', { ctrlKey: true });
    question(document.body, 'Comma', { metaKey: true });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
