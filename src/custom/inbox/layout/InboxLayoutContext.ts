// What the panes need to know about the inbox's layout: how many panes fit, the way back to the list in one-pane
// mode, and whether the visitor panel's drawer is open. Without a provider (a pane rendered alone in a test) the
// inbox is wide: three panes, nothing to go back to.
import { createContext, useContext } from 'react';
import type { PaneMode } from './model';

export interface InboxLayout {
  mode: PaneMode;
  /** Leave the open conversation for the list (one-pane mode). */
  backToList(): void;
  visitorOpen: boolean;
  setVisitorOpen(open: boolean): void;
}

const WIDE: InboxLayout = { mode: 'three', backToList: () => undefined, visitorOpen: false, setVisitorOpen: () => undefined };

export const InboxLayoutContext = createContext<InboxLayout>(WIDE);

export const useInboxLayout = (): InboxLayout => useContext(InboxLayoutContext);
