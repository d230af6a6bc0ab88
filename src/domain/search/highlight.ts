// The databases mark matched words with two private-use characters (FTS5 highlight/snippet, PostgreSQL ts_headline);
// here the marked string becomes plain segments, so no markup from a message ever reaches the page as HTML.
import type { SearchSegment } from './types';

export const HIT_OPEN = '\uE000';
export const HIT_CLOSE = '\uE001';

export function toSegments(marked: string): SearchSegment[] {
  const segments: SearchSegment[] = [];
  let hit = false;
  let text = '';
  const flush = () => {
    if (text) {
      const last = segments[segments.length - 1];
      if (last && last.hit === hit) last.text += text;
      else segments.push({ text, hit });
    }
    text = '';
  };
  for (const ch of marked) {
    if (ch === HIT_OPEN || ch === HIT_CLOSE) {
      flush();
      hit = ch === HIT_OPEN;
    } else text += ch;
  }
  flush();
  return segments;
}
