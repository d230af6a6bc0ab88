// The bot settings document: the spec's 'Bot name is required', the image rule ('Please enter a valid image URL')
// for addresses and uploaded images, the default behaviour's ranges, and the defaults the server answers.
import { describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '../../../src/domain/adminMessages';
import { MSG } from '../../../src/domain/messages';
import { BOT_DEFAULTS, BOT_IMAGE_MAX_BYTES, BOT_MSG, botSettingsSchema, isBotImage } from '../../../src/domain/settings/bot';
import { SETTINGS_DEFAULTS, SETTINGS_SCHEMAS, SETTINGS_SUCCESS } from '../../../src/domain/settings/widget';

/** The messages of every failing field, as the form and the server see them. */
function problems(input: object): Record<string, string> {
  try {
    botSettingsSchema.validateSync(input, { abortEarly: false });
    return {};
  } catch (err) {
    const out: Record<string, string> = {};
    for (const e of (err as { inner: Array<{ path: string; message: string }> }).inner) out[e.path] ??= e.message;
    return out;
  }
}

const pngBase64 = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64');

describe('bot settings schema', () => {
  it('is the settings key "bot", with "Parley Bot" as the default name', () => {
    expect(SETTINGS_SCHEMAS.bot).toBe(botSettingsSchema);
    expect(SETTINGS_DEFAULTS.bot).toEqual(BOT_DEFAULTS);
    expect(BOT_DEFAULTS.name).toBe('Parley Bot');
    expect(SETTINGS_SUCCESS.bot).toBe(BOT_MSG.settingsUpdated);
    // The defaults pass their own schema.
    expect(problems(BOT_DEFAULTS)).toEqual({});
  });

  it.each([[''], ['   '], [undefined], [null]])('refuses the name %j with "Bot name is required"', (name) => {
    expect(problems({ ...BOT_DEFAULTS, name })).toEqual({ name: ADMIN_MSG.botNameRequired });
    expect(ADMIN_MSG.botNameRequired).toBe('Bot name is required');
  });

  it('trims the name and keeps it to 50 characters', () => {
    expect(botSettingsSchema.cast({ ...BOT_DEFAULTS, name: '  Ada  ' }).name).toBe('Ada');
    expect(problems({ ...BOT_DEFAULTS, name: 'x'.repeat(50) })).toEqual({});
    expect(problems({ ...BOT_DEFAULTS, name: 'x'.repeat(51) })).toEqual({ name: MSG.nameMax });
  });

  it('takes no image, an http(s) address or an uploaded PNG/JPEG/GIF/WebP image', () => {
    for (const ok of ['', 'https://cdn.acme.test/bot.png', 'http://acme.test/b.gif', `data:image/png;base64,${pngBase64(30)}`, `data:image/webp;base64,${pngBase64(3)}`]) {
      expect(isBotImage(ok)).toBe(true);
      expect(problems({ ...BOT_DEFAULTS, image: ok })).toEqual({});
    }
  });

  it.each([
    ['not a url'],
    ['javascript:alert(1)'],
    ['ftp://acme.test/bot.png'],
    ['data:image/svg+xml;base64,PHN2Zz4='],
    ['data:text/html;base64,PGI+'],
    ['data:image/png;base64,not base64!'],
    [`https://acme.test/${'a'.repeat(2000)}`],
  ])('refuses the image %s with "Please enter a valid image URL"', (image) => {
    expect(problems({ ...BOT_DEFAULTS, image })).toEqual({ image: 'Please enter a valid image URL' });
  });

  it('refuses an uploaded image above the size limit', () => {
    expect(isBotImage(`data:image/png;base64,${pngBase64(BOT_IMAGE_MAX_BYTES)}`)).toBe(true);
    expect(isBotImage(`data:image/png;base64,${pngBase64(BOT_IMAGE_MAX_BYTES + 3)}`)).toBe(false);
  });

  it('keeps the default behaviour in range: a flow id or none, a known reply action, 0 to 10 seconds', () => {
    expect(botSettingsSchema.cast({ ...BOT_DEFAULTS, defaultFlowId: '' }).defaultFlowId).toBeNull();
    expect(problems({ ...BOT_DEFAULTS, defaultFlowId: 4 })).toEqual({});
    expect(Object.keys(problems({ ...BOT_DEFAULTS, defaultFlowId: -1 }))).toEqual(['defaultFlowId']);
    expect(Object.keys(problems({ ...BOT_DEFAULTS, unexpectedReply: 'shrug' }))).toEqual(['unexpectedReply']);
    expect(problems({ ...BOT_DEFAULTS, replyDelaySeconds: 0 })).toEqual({});
    expect(problems({ ...BOT_DEFAULTS, replyDelaySeconds: 10 })).toEqual({});
    for (const bad of [11, -1, 1.5, null, 'soon']) {
      expect(problems({ ...BOT_DEFAULTS, replyDelaySeconds: bad })).toEqual({ replyDelaySeconds: BOT_MSG.delayRange });
    }
  });

  it('fills what a client leaves out with the defaults, and drops unknown fields on save', async () => {
    const saved = await botSettingsSchema.validate({ name: 'Ada', extra: 1 }, { stripUnknown: true });
    expect(saved).toEqual({ ...BOT_DEFAULTS, name: 'Ada' });
  });
});
