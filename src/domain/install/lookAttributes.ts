// The embed snippet's optional look attributes (issue 26): the launcher is drawn from them on a site's first load,
// before GET app/visitor/widget answers, so its first paint matches the saved appearance. One list of names for the
// install page that writes them (snippet.ts) and the widget that reads them (widget/src/launcherLook.ts). No yup
// and no values here: widget.js's first chunk imports this file.
import type { WidgetLook } from '../widgetAppearance';

/** The look fields the launcher is drawn with before the settings arrive. */
export type SnippetLookField = 'colour' | 'textColour' | 'position' | 'theme' | 'launcherIcon' | 'launcherLabel' | 'offsetX' | 'offsetY';
export type SnippetLook = Pick<WidgetLook, SnippetLookField>;

/** Field -> attribute, in the order the snippet writes them. */
export const LOOK_ATTRIBUTES: ReadonlyArray<readonly [SnippetLookField, string]> = [
  ['colour', 'data-colour'],
  ['textColour', 'data-text-colour'],
  ['position', 'data-position'],
  ['theme', 'data-theme'],
  ['launcherIcon', 'data-launcher-icon'],
  ['launcherLabel', 'data-launcher-label'],
  ['offsetX', 'data-offset-x'],
  ['offsetY', 'data-offset-y'],
];

/** An attribute value as HTML text: a label such as `Say "hi" & <chat>` cannot end the attribute or the tag. */
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `data-colour="#3f51b5"`, `data-text-colour="#ffffff"`, … for the snippet (an empty label is left out). */
export function lookAttributesHtml(look: SnippetLook): string[] {
  return LOOK_ATTRIBUTES.map(([field, name]) => [name, String(look[field] ?? '').trim()] as const)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}="${attr(value)}"`);
}

/** The raw attribute values of an embed <script> (the widget checks each one: launcherLook). */
export function readLookAttributes(el: Pick<Element, 'getAttribute'>): Partial<Record<SnippetLookField, string>> {
  const raw: Partial<Record<SnippetLookField, string>> = {};
  for (const [field, name] of LOOK_ATTRIBUTES) {
    const value = el.getAttribute(name);
    if (value !== null) raw[field] = value;
  }
  return raw;
}
