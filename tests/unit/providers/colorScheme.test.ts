// @vitest-environment jsdom
// The light/dark choice: kept through react-admin's store reset on logout, mirrored on <html data-color-scheme>, read
// from local storage by the first-paint script (public/color-scheme.js) the same way, and painted by the first-paint
// stylesheet (src/colorScheme.css) in the themes' canvas colours.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { localStorageStore, memoryStore, type Store } from 'react-admin';
import {
  chosenColorScheme,
  keepingColorScheme,
  reflectColorScheme,
  STORED_THEME_KEY,
  THEME_KEY,
} from '../../../src/providers/colorScheme';
import { PALETTES } from '../../../src/providers/theme';

const ROOT = resolve(__dirname, '../../..');
const BOOT_SCRIPT = readFileSync(resolve(ROOT, 'public/color-scheme.js'), 'utf8');
const STYLESHEET = readFileSync(resolve(ROOT, 'src/colorScheme.css'), 'utf8');

/** Runs the first-paint script as the browser does (a classic script in the page's global scope). */
const bootScript = () => new Function(BOOT_SCRIPT)();
const attribute = () => document.documentElement.getAttribute('data-color-scheme');

let stores: Store[] = [];
function setUp(base: Store = localStorageStore()): Store {
  const store = keepingColorScheme(base);
  store.setup();
  stores.push(store);
  return store;
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-color-scheme');
});
afterEach(() => {
  stores.forEach((s) => s.teardown());
  stores = [];
  vi.restoreAllMocks();
});

describe('chosenColorScheme', () => {
  it("is the stored 'light' or 'dark', and null (the system's scheme) for anything else", () => {
    expect(chosenColorScheme('light')).toBe('light');
    expect(chosenColorScheme('dark')).toBe('dark');
    for (const none of [undefined, null, '', 'system', 'Dark', 1, {}]) expect(chosenColorScheme(none)).toBeNull();
  });
});

describe('the store keeping the choice', () => {
  it("survives react-admin's reset on logout, while everything else in the store goes", () => {
    const store = setUp();
    store.setItem(THEME_KEY, 'dark');
    store.setItem('sidebar.open', false);
    store.setItem('audiences.listParams', { page: 2 });
    const seen: unknown[] = [];
    store.subscribe(THEME_KEY, (v) => seen.push(v));

    store.reset();

    expect(store.getItem(THEME_KEY)).toBe('dark');
    expect(store.getItem('sidebar.open')).toBeUndefined();
    expect(store.getItem('audiences.listParams')).toBeUndefined();
    expect(seen.at(-1)).toBe('dark');
    expect(attribute()).toBe('dark');
    // A new page load (a new store on the same storage) still has it.
    expect(setUp().getItem(THEME_KEY)).toBe('dark');
  });

  it('keeps no choice when none was made, so the system scheme still applies after a logout', () => {
    const store = setUp();
    store.setItem('sidebar.open', false);
    store.reset();
    expect(store.getItem(THEME_KEY)).toBeUndefined();
    expect(localStorage.getItem(STORED_THEME_KEY)).toBeNull();
    expect(attribute()).toBeNull();
  });

  it('works over the memory store too (the unit tests of the app pass one)', () => {
    const store = setUp(memoryStore());
    store.setItem(THEME_KEY, 'light');
    store.setItem('sidebar.open', true);
    store.reset();
    expect(store.getItem(THEME_KEY)).toBe('light');
    expect(store.getItem('sidebar.open')).toBeUndefined();
  });

  it('mirrors the choice on <html> from the start and on every change, until torn down', () => {
    localStorage.setItem(STORED_THEME_KEY, JSON.stringify('dark'));
    const store = setUp();
    expect(attribute()).toBe('dark');
    store.setItem(THEME_KEY, 'light');
    expect(attribute()).toBe('light');
    store.removeItem(THEME_KEY);
    expect(attribute()).toBeNull();
    store.setItem(THEME_KEY, 'dark');
    store.teardown();
    stores = [];
    store.setItem(THEME_KEY, 'light');
    expect(attribute()).toBe('dark');
  });

  it("is kept by react-admin's local storage store under the key the first-paint script reads", () => {
    setUp().setItem(THEME_KEY, 'dark');
    expect(localStorage.getItem(STORED_THEME_KEY)).toBe('"dark"');
  });
});

describe('the first-paint script', () => {
  it('puts the choice the store saved on <html>, as the store itself mirrors it', () => {
    for (const choice of ['dark', 'light'] as const) {
      setUp().setItem(THEME_KEY, choice);
      document.documentElement.removeAttribute('data-color-scheme');
      bootScript();
      expect(attribute()).toBe(choice);
    }
  });

  it("reads whatever is stored as react-admin's store does: no choice or an unknown one leaves <html> alone", () => {
    const cases = [
      { stored: null, chosen: null },
      { stored: '"dark"', chosen: 'dark' },
      { stored: 'light', chosen: 'light' }, // not JSON: the store takes the raw text
      { stored: '"sepia"', chosen: null },
      { stored: '"Dark"', chosen: null },
      { stored: '{', chosen: null },
    ];
    for (const { stored, chosen } of cases) {
      if (stored === null) localStorage.removeItem(STORED_THEME_KEY);
      else localStorage.setItem(STORED_THEME_KEY, stored);
      document.documentElement.removeAttribute('data-color-scheme');
      bootScript();
      expect(attribute(), `script, ${stored}`).toBe(chosen);
      document.documentElement.removeAttribute('data-color-scheme');
      reflectColorScheme(localStorageStore().getItem(THEME_KEY));
      expect(attribute(), `store, ${stored}`).toBe(chosen);
    }
  });

  it('does not throw when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(bootScript).not.toThrow();
    expect(attribute()).toBeNull();
  });
});

describe('the first-paint stylesheet', () => {
  /** Applies src/colorScheme.css; jsdom matches no media query, so a system that prefers dark gets its rules unwrapped. */
  function applyStylesheet(systemPrefersDark: boolean): () => void {
    const added = [document.createElement('style')];
    added[0]!.textContent = STYLESHEET;
    document.head.append(added[0]!);
    if (systemPrefersDark) {
      const media = [...added[0]!.sheet!.cssRules].find((r): r is CSSMediaRule => r instanceof CSSMediaRule && r.media.mediaText === '(prefers-color-scheme: dark)');
      const unwrapped = document.createElement('style');
      unwrapped.textContent = [...media!.cssRules].map((r) => r.cssText).join('\n');
      document.head.append(unwrapped);
      added.push(unwrapped);
    }
    return () => added.forEach((e) => e.remove());
  }
  const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  const CANVAS = { light: rgb(PALETTES.light.background.default), dark: rgb(PALETTES.dark.background.default) };

  it("paints the canvas in the chosen theme's background colour, or the system's when there is no choice", () => {
    const cases = [
      { system: 'light', choice: null, painted: 'light' },
      { system: 'light', choice: 'dark', painted: 'dark' },
      { system: 'light', choice: 'light', painted: 'light' },
      { system: 'dark', choice: null, painted: 'dark' },
      { system: 'dark', choice: 'light', painted: 'light' },
      { system: 'dark', choice: 'dark', painted: 'dark' },
    ] as const;
    for (const { system, choice, painted } of cases) {
      const remove = applyStylesheet(system === 'dark');
      reflectColorScheme(choice);
      const style = getComputedStyle(document.documentElement);
      expect({ background: style.backgroundColor, scheme: style.colorScheme }, `${system} system, ${choice} chosen`).toEqual({
        background: CANVAS[painted],
        scheme: painted,
      });
      remove();
    }
  });
});
