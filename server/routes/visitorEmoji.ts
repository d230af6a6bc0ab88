// The widget's emoji picker, loaded only when a visitor opens it (the first load stays within its budget):
// emoji-picker-element's two ES modules and its emoji data (emojibase-data, English), all from this server — the
// picker's default data source is a CDN, which the widget never uses. Under /app/visitor/, so the visitor API's
// CORS answers let a customer's page load them as module scripts and fetch the data.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../plugins/errors';
import { emojiData } from '../services/messenger/emojiData';
import { cachedFile, sendAsset } from './widgetAssets';

const require = createRequire(import.meta.url);
const PICKER_DIR = path.dirname(require.resolve('emoji-picker-element'));

/** The paths the widget asks for (widget/src/ui/emoji.ts builds the same ones). */
export const EMOJI_ASSETS = {
  'picker.js': { file: path.join(PICKER_DIR, 'picker.js'), type: 'application/javascript; charset=utf-8' },
  'database.js': { file: path.join(PICKER_DIR, 'database.js'), type: 'application/javascript; charset=utf-8' },
} as const;

export async function visitorEmojiRoutes(app: FastifyInstance) {
  for (const [name, { file, type }] of Object.entries(EMOJI_ASSETS)) {
    const read = cachedFile(file);
    app.get(`/visitor/emoji/${name}`, async (req, reply) => {
      const asset = read();
      if (!asset) throw notFound();
      reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      return sendAsset(reply, asset, req.headers['if-none-match'], type, 'public, max-age=86400');
    });
  }
  // The data converted from emojibase-data (services/messenger/emojiData.ts); HEAD answers the ETag alone.
  app.get('/visitor/emoji/data.json', async (req, reply) => {
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin').header('Access-Control-Expose-Headers', 'Content-Type, ETag');
    return sendAsset(reply, { ...emojiData(), mtimeMs: 0 }, req.headers['if-none-match'], 'application/json; charset=utf-8', 'public, max-age=86400');
  });
}
