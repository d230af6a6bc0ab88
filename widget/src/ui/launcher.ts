// The launcher button: the one part of the widget that widget.js draws by itself, as soon as it runs (issue 26: on
// screen < 300 ms after the script loads), while the rest of the widget (widget-app.js, loader.ts) is still on its
// way. The view (view.ts) takes it over when it arrives: the same element, so a focus or a click is never lost.
import type { LauncherLook } from '../launcherLook';
import type { WidgetStorage } from '../storage';
import { TEXT } from '../strings';
import { h } from './dom';
import { ICON_CLOSE, LAUNCHER_PATHS, icon } from './icons';

export interface Launcher {
  readonly button: HTMLButtonElement;
  readonly badge: HTMLSpanElement;
  /** Colours, theme, position and offsets on the host element (the CSS reads them), the label on the button. */
  setLook(look: LauncherLook): void;
  /** The icon, name and state for an open or closed window (the icon only once a look is known). */
  draw(open: boolean): void;
  /** Who hears its clicks: the loader's queue first, then the view. */
  onClick(handler: () => void): void;
}

/** Appends the launcher (last in the shadow root: the window and the greeting go before it). */
export function createLauncher(root: ShadowRoot, host: HTMLElement): Launcher {
  let look: LauncherLook | null = null;
  let handler: () => void = () => undefined;
  const badge = h('span', { class: 'badge', hidden: true });
  const label = h('span', { class: 'label', hidden: true });
  const button = h('button', { type: 'button', class: 'launcher', 'aria-label': TEXT.openChat, 'aria-expanded': 'false', onclick: () => handler() }, badge);
  root.append(button);
  return {
    button,
    badge,
    setLook(next) {
      look = next;
      host.style.setProperty('--c', next.colour);
      host.style.setProperty('--t', next.textColour);
      host.setAttribute('data-position', next.position);
      host.setAttribute('data-theme', next.theme);
      host.style.setProperty('bottom', `${next.offsetY}px`);
      host.style.setProperty(next.position === 'left' ? 'left' : 'right', `${next.offsetX}px`);
      host.style.setProperty(next.position === 'left' ? 'right' : 'left', 'auto');
      label.textContent = next.launcherLabel;
      label.hidden = !next.launcherLabel;
      button.classList.toggle('labelled', !!next.launcherLabel);
    },
    draw(open) {
      button.setAttribute('aria-label', open ? TEXT.closeChat : TEXT.openChat);
      button.setAttribute('aria-expanded', String(open));
      if (look) button.replaceChildren(icon(open ? ICON_CLOSE : LAUNCHER_PATHS[look.launcherIcon] ?? LAUNCHER_PATHS.chat), ...(open ? [] : [label]), badge);
    },
    onClick(next) {
      handler = next;
    },
  };
}

/** The first paint (launcherLook.ts): this site's last look, else the snippet's attributes (with the defaults). */
export function drawEarly(launcher: Pick<Launcher, 'setLook' | 'draw'>, storage: Pick<WidgetStorage, 'readLook'>, snippet: LauncherLook): void {
  launcher.setLook(storage.readLook() ?? snippet);
  launcher.draw(false);
}
