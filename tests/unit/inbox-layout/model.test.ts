// Issue 22 point 10: how many inbox panes fit the width the inbox has (the window less the side navigation).
import { autoSelects, paneMode, visiblePanes } from '../../../src/custom/inbox/layout/model';

describe('paneMode', () => {
  it('keeps three panes from 1248 px with the side navigation open (1086 px of content) up', () => {
    expect(paneMode(1086)).toBe('three');
    expect(paneMode(1920 - 162)).toBe('three');
  });

  it('puts the visitor panel in a drawer at 1024 px, side navigation open or folded', () => {
    expect(paneMode(1024 - 162)).toBe('drawer');
    expect(paneMode(1024 - 56)).toBe('drawer');
  });

  it('shows one pane at a time at 768 px and on a phone', () => {
    expect(paneMode(768 - 162)).toBe('single');
    expect(paneMode(768 - 56)).toBe('single');
    expect(paneMode(390)).toBe('single');
  });
});

describe('visiblePanes', () => {
  it('shows the list until a conversation opens, then the conversation alone, in one-pane mode', () => {
    expect(visiblePanes('single', false)).toEqual({ list: true, thread: false });
    expect(visiblePanes('single', true)).toEqual({ list: false, thread: true });
  });

  it('shows both side by side otherwise', () => {
    expect(visiblePanes('drawer', true)).toEqual({ list: true, thread: true });
    expect(visiblePanes('three', false)).toEqual({ list: true, thread: true });
  });

  it('opens the first conversation by itself only when the list stays beside it', () => {
    expect(autoSelects('three')).toBe(true);
    expect(autoSelects('drawer')).toBe(true);
    expect(autoSelects('single')).toBe(false);
  });
});
