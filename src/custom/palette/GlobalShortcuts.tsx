// The shortcuts that work on every signed-in page: Cmd/Ctrl-K (also from a field: it has a modifier), `?` for the
// cheat sheet and the g-sequences to the inbox, analytics and settings, each only where the user may go.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useHotkeys } from 'react-hotkeys-hook';
import { producesCharacter, shortcutFor } from '../../domain/keyboard/shortcuts';
import { FALLBACK_LANDING } from '../../domain/navigation';
import { useShellSession } from '../../ui/session/SessionContext';
import { CheatSheetDialog } from '../inbox/keyboard/CheatSheetDialog';
import { visibleMenuEntries } from '../layout/menuEntries';
import { CommandPalette } from './CommandPalette';

const GO = [
  { keys: shortcutFor('goInbox').keys, prefix: '/inbox' },
  { keys: shortcutFor('goAnalytics').keys, prefix: '/analytics' },
  { keys: shortcutFor('goSettings').keys, prefix: '/settings' },
];

export function GlobalShortcuts() {
  const [palette, setPalette] = useState(false);
  const [sheet, setSheet] = useState(false);
  const navigate = useNavigate();
  const session = useShellSession();

  useHotkeys(shortcutFor('palette').keys, () => setPalette((o) => !o), { preventDefault: true, enableOnFormTags: true, enableOnContentEditable: true });
  // `?` by the character typed (useKey), with whatever Shift/AltGr the layout needs for it; never from a field.
  useHotkeys(shortcutFor('cheatSheet').keys, () => setSheet(true), {
    useKey: true,
    ignoreModifiers: true,
    enabled: producesCharacter,
    preventDefault: producesCharacter,
  });
  useHotkeys(
    GO.flatMap((g) => g.keys),
    (_e, hotkey) => {
      const go = GO.find((g) => g.keys.includes(hotkey.hotkey));
      if (!go || !session) return;
      const entry = visibleMenuEntries(session.facts).find((e) => e.to.startsWith(go.prefix));
      // Every user has their own settings page; other areas only when the menu shows them.
      const to = entry?.to ?? (go.prefix === '/settings' ? FALLBACK_LANDING : null);
      if (to) navigate(to);
    },
    { preventDefault: true },
    [session, navigate],
  );

  return (
    <>
      <CommandPalette open={palette} onClose={() => setPalette(false)} />
      <CheatSheetDialog open={sheet} onClose={() => setSheet(false)} />
    </>
  );
}
