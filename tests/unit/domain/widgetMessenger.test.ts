// The messenger's wording rules (src/domain/widgetMessenger.ts) and the appearance schema shared by the settings
// form and the server (src/domain/widgetAppearance.ts).
import { describe, expect, it } from 'vitest';
import { availabilityLine, OFFICE_NOTICE, REPLY_TIME_MIN_SAMPLES, REPLY_TIME_TEXT, replyTimeBucket, replyTimeText, teamName } from '../../../src/domain/widgetMessenger';
import { APPEARANCE_MSG, lookOf, WIDGET_APPEARANCE_DEFAULTS, widgetAppearanceSchema } from '../../../src/domain/widgetAppearance';
import { showsPoweredBy } from '../../../src/domain/plans';

const enough = REPLY_TIME_MIN_SAMPLES;

describe('expected reply time', () => {
  it.each([
    [30, 'minutes'],
    [600, 'minutes'],
    [601, 'underHour'],
    [3600, 'underHour'],
    [3601, 'hours'],
    [6 * 3600, 'hours'],
    [6 * 3600 + 1, 'day'],
    [3 * 86400, 'day'],
  ] as const)('a median of %i s reads "%s"', (median, bucket) => {
    expect(replyTimeBucket(median, enough)).toBe(bucket);
    expect(replyTimeText(median, enough)).toBe(REPLY_TIME_TEXT[bucket]);
  });

  it('promises nothing without a median or with too few answered conversations', () => {
    expect(replyTimeText(null, 50)).toBeNull();
    expect(replyTimeText(60, enough - 1)).toBeNull();
    expect(REPLY_TIME_TEXT.minutes).toBe('Typically replies in a few minutes');
  });

  it('the office notice replaces the reply time while closed', () => {
    expect(availabilityLine({ open: false, holiday: null }, 60, 100)).toEqual({ text: OFFICE_NOTICE.closed, away: true });
    expect(availabilityLine({ open: false, holiday: 'Christmas' }, 60, 100)).toEqual({ text: OFFICE_NOTICE.holiday('Christmas'), away: true });
    expect(availabilityLine({ open: true }, 60, 100)).toEqual({ text: REPLY_TIME_TEXT.minutes, away: false });
  });

  it('shows first names only', () => {
    expect(teamName('  Alice   Martin ')).toBe('Alice');
  });
});

describe('Powered by Parley', () => {
  it('only Enterprise may hide it', () => {
    expect(showsPoweredBy('starter')).toBe(true);
    expect(showsPoweredBy('growth')).toBe(true);
    expect(showsPoweredBy('enterprise')).toBe(false);
  });
});

describe('appearance schema', () => {
  const valid = { ...WIDGET_APPEARANCE_DEFAULTS, title: 'Talk to us' };

  it('accepts the defaults and fills a document saved before the new fields existed', async () => {
    await expect(widgetAppearanceSchema.validate(valid)).resolves.toMatchObject(valid);
    const old = await widgetAppearanceSchema.validate({ colour: '#ff5722', position: 'left', title: 'Hi' });
    expect(old).toMatchObject({ launcherIcon: 'chat', theme: 'light', offsetX: 20, offsetY: 20, launcherLabel: '' });
    expect(lookOf({ colour: '#ff5722' })).toMatchObject({ colour: '#ff5722', theme: 'light' });
    expect(lookOf({})).not.toHaveProperty('offlineConversation');
  });

  it.each([
    [{ colour: 'red' }, APPEARANCE_MSG.colour],
    [{ textColour: '#fff' }, APPEARANCE_MSG.colour],
    [{ offsetX: -1 }, APPEARANCE_MSG.offset],
    [{ offsetY: 201 }, APPEARANCE_MSG.offset],
    [{ offsetY: 1.5 }, APPEARANCE_MSG.offset],
    [{ launcherLabel: 'x'.repeat(31) }, APPEARANCE_MSG.launcherLabelMax],
    [{ greeting: 'x'.repeat(201) }, APPEARANCE_MSG.greetingMax],
    [{ avatarUrl: 'javascript:alert(1)' }, APPEARANCE_MSG.avatarUrl],
    [{ title: ' ' }, APPEARANCE_MSG.titleRequired],
  ])('refuses %o', async (change, message) => {
    await expect(widgetAppearanceSchema.validate({ ...valid, ...change })).rejects.toThrow(message);
  });

  it('refuses an unknown launcher icon or theme', async () => {
    await expect(widgetAppearanceSchema.validate({ ...valid, launcherIcon: 'rocket' })).rejects.toThrow();
    await expect(widgetAppearanceSchema.validate({ ...valid, theme: 'sepia' })).rejects.toThrow();
  });
});
