// @vitest-environment jsdom
// Issue 26: the install page's snippet carries the saved look as data-* attributes (src/domain/install/snippet.ts),
// and the widget reads exactly those (widget/src/launcherLook.ts snippetLook): one list of names in
// src/domain/install/lookAttributes.ts, so what the page writes is what the launcher's first paint draws.
import { describe, expect, it } from 'vitest';
import { LOOK_ATTRIBUTES } from '../../../src/domain/install/lookAttributes';
import { widgetSnippet } from '../../../src/domain/install/snippet';
import { lookOf } from '../../../src/domain/widgetAppearance';
import { LAUNCHER_DEFAULTS, snippetLook } from '../../../widget/src/launcherLook';

const URL = 'https://chat.parley.test/widget.js';

/** The snippet as a site's page parses it: its <script> element (not run). */
function pasted(html: string): HTMLScriptElement {
  const doc = new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
  const scripts = doc.querySelectorAll('script');
  expect(scripts).toHaveLength(1);
  return scripts[0]!;
}

describe('the snippet with the saved look', () => {
  it('writes every look attribute of the saved appearance, four to a line, and nothing else changes', () => {
    const look = lookOf({ colour: '#0f766e', textColour: '#111111', position: 'left', theme: 'dark', launcherIcon: 'wave', launcherLabel: 'Talk to sales', offsetX: 32, offsetY: 48 });
    expect(widgetSnippet(URL, 'key-1', look)).toBe(
      `<script src="${URL}" data-project="key-1"\n` +
        '  data-colour="#0f766e" data-text-colour="#111111" data-position="left" data-theme="dark"\n' +
        '  data-launcher-icon="wave" data-launcher-label="Talk to sales" data-offset-x="32" data-offset-y="48" async></script>',
    );
    // Without a look (an appearance not loaded), the one-line snippet of before.
    expect(widgetSnippet(URL, 'key-1')).toBe(`<script src="${URL}" data-project="key-1" async></script>`);
  });

  it('leaves an empty launcher label out', () => {
    expect(widgetSnippet(URL, 'key-1', lookOf({}))).not.toContain('data-launcher-label');
    expect(widgetSnippet(URL, 'key-1', lookOf({}))).toContain('data-colour="#3f51b5"');
  });

  it('is read back by the widget as the same look, whatever the label holds', () => {
    const look = lookOf({ colour: '#aa3300', textColour: '#fefefe', position: 'left', theme: 'auto', launcherIcon: 'question', launcherLabel: 'Say "hi" & <b>now</b>', offsetX: 0, offsetY: 200 });
    const script = pasted(widgetSnippet(URL, 'key-1', look));
    // The label could not end the attribute or open a tag: the page holds one script with the project's key.
    expect(script.getAttribute('data-project')).toBe('key-1');
    expect(script.getAttribute('src')).toBe(URL);
    const { colour, textColour, position, theme, launcherIcon, launcherLabel, offsetX, offsetY } = look;
    expect(snippetLook(script)).toEqual({ colour, textColour, position, theme, launcherIcon, launcherLabel, offsetX, offsetY });
  });

  it('names exactly the fields the launcher is drawn with', () => {
    expect(LOOK_ATTRIBUTES.map(([field]) => field).sort()).toEqual(Object.keys(LAUNCHER_DEFAULTS).sort());
    expect(new Set(LOOK_ATTRIBUTES.map(([, name]) => name)).size).toBe(LOOK_ATTRIBUTES.length);
    for (const [, name] of LOOK_ATTRIBUTES) expect(name).toMatch(/^data-[a-z-]+$/);
  });
});
