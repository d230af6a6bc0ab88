// The emoji picker's data, built once from emojibase-data (English) into the shape emoji-picker-element reads
// (its own "emoji-picker-element-data" format: `annotation` where emojibase now says `label`, grouped and ordered
// emoji only, one emoticon each, single-tone skins trimmed to tone/emoji/version). Served by server/routes/visitorEmoji.ts, never from a CDN.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';

interface EmojibaseEmoji {
  label: string;
  emoji: string;
  group?: number;
  order?: number;
  version: number;
  tags?: string[];
  emoticon?: string | string[];
  skins?: Array<{ tone: number | number[]; emoji: string; version: number }>;
}

export interface PickerEmoji {
  annotation: string;
  emoji: string;
  group: number;
  order: number;
  version: number;
  tags?: string[];
  emoticon?: string;
  skins?: Array<{ tone: number; emoji: string; version: number }>;
}

export function toPickerData(list: readonly EmojibaseEmoji[]): PickerEmoji[] {
  return list
    .filter((e): e is EmojibaseEmoji & { group: number; order: number } => typeof e.group === 'number' && typeof e.order === 'number')
    .map((e) => ({
      annotation: e.label,
      emoji: e.emoji,
      group: e.group,
      order: e.order,
      version: e.version,
      ...(e.tags ? { tags: e.tags } : {}),
      // The picker reads one emoticon and single-tone skins (it lower-cases the one and indexes by the other).
      ...(e.emoticon ? { emoticon: Array.isArray(e.emoticon) ? e.emoticon[0]! : e.emoticon } : {}),
      ...(e.skins ? { skins: e.skins.filter((s) => typeof s.tone === 'number').map((s) => ({ tone: s.tone as number, emoji: s.emoji, version: s.version })) } : {}),
    }));
}

let built: { body: Buffer; etag: string } | null = null;

/** The converted data and its ETag (the picker compares ETags to skip reloading what it already stored). */
export function emojiData(): { body: Buffer; etag: string } {
  if (!built) {
    const file = createRequire(import.meta.url).resolve('emojibase-data/en/data.json');
    const body = Buffer.from(JSON.stringify(toPickerData(JSON.parse(fs.readFileSync(file, 'utf8')) as EmojibaseEmoji[])));
    built = { body, etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
  }
  return built;
}
