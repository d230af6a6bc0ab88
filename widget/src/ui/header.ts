// The window's header: back to home (in a conversation), the available agents' faces (or the avatar/bot image),
// the title and the expected reply time or office notice.
import type { WidgetConfig } from '../types';
import { TEXT } from '../strings';
import { h, safeUrl } from './dom';
import { ICON_BACK, ICON_MINIMISE, icon } from './icons';

/** Faces of the team: an image, else the initial on the brand colour. */
export function teamFaces(config: WidgetConfig, origin: string): HTMLElement {
  const team = config.messenger?.team ?? [];
  const faces = team.map((m) => {
    const src = safeUrl(m.img, origin);
    return src ? h('img', { class: 'face', src, alt: m.name, title: m.name }) : h('span', { class: 'face initial', role: 'img', 'aria-label': m.name, title: m.name }, m.name.slice(0, 1).toUpperCase());
  });
  if (!faces.length) {
    const src = safeUrl(config.messenger?.look.avatarUrl || config.bot.image, origin);
    if (src) faces.push(h('img', { class: 'face', src, alt: '' }));
  }
  return h('div', { class: 'faces', role: 'group', 'aria-label': team.length ? `${TEXT.team}: ${team.map((m) => m.name).join(', ')}` : TEXT.team }, ...faces);
}

export function header(config: WidgetConfig, origin: string, chat: boolean, actions: { home(): void; toggle(): void }, net: HTMLElement): HTMLElement {
  const line = config.messenger?.line;
  return h(
    'div',
    { class: 'head' },
    chat ? h('button', { type: 'button', class: 'back', 'aria-label': TEXT.back, onclick: () => actions.home() }, icon(ICON_BACK)) : null,
    teamFaces(config, origin),
    h('div', { class: 'titles' }, h('h2', {}, config.title), line ? h('p', { class: 'line' }, line) : null, net),
    h('button', { type: 'button', class: 'min', 'aria-label': TEXT.minimise, onclick: () => actions.toggle() }, icon(ICON_MINIMISE)),
  );
}

export function poweredBy(config: WidgetConfig, origin: string): HTMLElement | null {
  if (config.messenger && !config.messenger.poweredBy) return null;
  return h('a', { class: 'powered', href: `${origin}/?utm_source=widget`, target: '_blank', rel: 'noopener' }, TEXT.poweredBy);
}
