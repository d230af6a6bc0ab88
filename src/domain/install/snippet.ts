// Putting the widget on a customer's site: the one script tag (its key in data-project), and how to add it on the
// platforms customers use. The widget follows single-page apps itself (pushState, replaceState, popstate and
// hashchange are page views: widget/src/tracking.ts), so no per-route call is needed.
import { lookAttributesHtml, type SnippetLook } from './lookAttributes';

export interface InstallInfo {
  widgetKey: string;
  scriptUrl: string;
  /** The sites that may load the widget (empty = any): allowedDomains.ts. */
  allowedDomains: string[];
  /** Where and when the widget last ran on the customer's site (its newest visitor), or null: not seen yet. */
  lastSeen: { url: string | null; at: number } | null;
}

/** The script tag; with the saved look, its data-* attributes (lookAttributes.ts), four to a line, so the launcher's
 *  first paint on a visitor's first load matches the appearance settings. */
export function widgetSnippet(scriptUrl: string, widgetKey: string, look?: SnippetLook): string {
  const attrs = look ? lookAttributesHtml(look) : [];
  const lines = attrs.map((a, i) => (i % 4 === 0 ? '\n  ' : ' ') + a).join('');
  return `<script src="${scriptUrl}" data-project="${widgetKey}"${lines} async></script>`;
}

/** Why the snippet carries the look: the install page's one sentence under it. */
export const LOOK_ATTRIBUTES_NOTE =
  'The data-* attributes carry your saved appearance, so the launcher appears in your colours the moment the script loads instead of after the settings arrive: copy the snippet again when you change the appearance.';

export type Platform = 'html' | 'gtm' | 'wordpress' | 'shopify' | 'spa';

export const PLATFORMS: ReadonlyArray<{ id: Platform; label: string; steps: readonly string[] }> = [
  { id: 'html', label: 'HTML', steps: ['Paste the snippet just before the closing </body> tag of every page (or of your site template).', 'Publish, then open your site: the launcher appears at the bottom of the page.'] },
  {
    id: 'gtm',
    label: 'Google Tag Manager',
    steps: ['In your container, create a tag of type Custom HTML and paste the snippet.', 'Trigger it on All Pages, save, then Submit to publish the container.'],
  },
  {
    id: 'wordpress',
    label: 'WordPress',
    steps: ['Appearance → Theme File Editor → footer.php (or a header-and-footer plugin’s footer box).', 'Paste the snippet before </body> and save.'],
  },
  {
    id: 'shopify',
    label: 'Shopify',
    steps: ['Online Store → Themes → … → Edit code → layout/theme.liquid.', 'Paste the snippet just before </body> and save.'],
  },
  {
    id: 'spa',
    label: 'React / Next.js',
    steps: [
      'Add the snippet once to the document (index.html, or with next/script in the root layout: strategy "afterInteractive").',
      'Route changes need nothing more: Parley records each client-side navigation as a page view, so audiences and triggers keep working.',
    ],
  },
];

/** "Seen 3 minutes ago on https://…" — the install check's line. */
export function lastSeenText(lastSeen: InstallInfo['lastSeen'], nowSeconds: number): string {
  if (!lastSeen) return 'Not seen yet: add the snippet to your site and open a page.';
  const ago = Math.max(0, nowSeconds - lastSeen.at);
  const when = ago < 60 ? 'just now' : ago < 3600 ? `${Math.floor(ago / 60)} min ago` : ago < 86400 ? `${Math.floor(ago / 3600)} h ago` : `${Math.floor(ago / 86400)} d ago`;
  return `Installed: last loaded ${when}${lastSeen.url ? ` on ${lastSeen.url}` : ''}`;
}
