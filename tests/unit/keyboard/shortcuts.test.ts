import { describe, expect, it } from 'vitest';
import { CONVERSATION_ACTIONS, SHORTCUTS, producesCharacter, shortcutFor, shortcutsByScope } from '../../../src/domain/keyboard/shortcuts';

describe('keyboard shortcut table', () => {
  it('gives every action one entry and no key to two actions', () => {
    const actions = SHORTCUTS.map((s) => s.action);
    expect(new Set(actions).size).toBe(actions.length);
    const keys = SHORTCUTS.flatMap((s) => s.keys);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('maps the issue #25 keys to their actions', () => {
    expect(shortcutFor('next').keys).toEqual(['j', 'down']);
    expect(shortcutFor('previous').keys).toEqual(['k', 'up']);
    expect(shortcutFor('close').keys).toEqual(['e']);
    expect(shortcutFor('reopen').keys).toEqual(['shift+e']);
    expect(shortcutFor('goAnalytics').keys).toEqual(['g>a']);
    expect(shortcutFor('cheatSheet').display).toBe('?');
  });

  it('matches ? by the character typed, with Shift or AltGr but not Ctrl, Alt or Cmd', () => {
    expect(shortcutFor('cheatSheet')).toMatchObject({ keys: ['?'], byCharacter: true });
    const key = (init: Partial<KeyboardEvent>, altGraph = false) =>
      ({ ctrlKey: false, altKey: false, metaKey: false, shiftKey: true, ...init, getModifierState: (m: string) => m === 'AltGraph' && altGraph }) as KeyboardEvent;
    expect(producesCharacter(key({}))).toBe(true);
    expect(producesCharacter(key({ ctrlKey: true, altKey: true }, true))).toBe(true);
    expect(producesCharacter(key({ ctrlKey: true }))).toBe(false);
    expect(producesCharacter(key({ altKey: true }))).toBe(false);
    expect(producesCharacter(key({ metaKey: true }))).toBe(false);
  });

  it('marks only modifier shortcuts as usable while typing', () => {
    expect(SHORTCUTS.filter((s) => s.modifier).map((s) => s.action)).toEqual(['palette']);
    for (const s of SHORTCUTS.filter((x) => x.modifier)) expect(s.keys.every((k) => /^(mod|ctrl|meta|alt)\+/.test(k))).toBe(true);
  });

  it('groups the table by scope in table order, each shortcut once', () => {
    const groups = shortcutsByScope();
    expect(groups.map((g) => g.label)).toEqual(['Inbox', 'Everywhere']);
    expect(groups.flatMap((g) => g.shortcuts)).toHaveLength(SHORTCUTS.length);
    expect(groups[0].shortcuts[0].action).toBe('next');
  });

  it('offers the palette conversation actions that are all in the table', () => {
    for (const a of CONVERSATION_ACTIONS) expect(shortcutFor(a).scope).toBe('inbox');
    expect(() => shortcutFor('nope' as never)).toThrow();
  });
});
