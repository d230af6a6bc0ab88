// The agent's own profile: data update, image upload (kept inline as a small data: URL, typed from its bytes), the
// timezone list, the meeting availability and the notification channels. The permission tree itself comes with
// GET app/user/profile (bootstrap.ts).
import type { FastifyInstance } from 'fastify';
import { FILE_MSG, sniffFile } from '../../src/domain/files';
import {
  CHANNELS_MSG,
  NOTIFICATION_CHANNELS_KEY,
  normaliseChannels,
  notificationChannelsSchema,
  PROFILE_IMAGE_MAX_BYTES,
  profileSchema,
} from '../../src/domain/schemas/profile';
import {
  effectiveAvailability,
  MEETING_AVAILABILITY_KEY,
  MEETING_AVAILABILITY_MSG,
  meetingAvailabilitySchema,
  normaliseAvailability,
  type MeetingAvailability,
} from '../../src/domain/settings/meetingAvailability';
import type { Repositories } from '../db/repositories/index';
import { callerOf, requireAuth } from '../plugins/auth';
import { ApiError, badRequest, notFound } from '../plugins/errors';
import { validate } from '../lib/validate';
import { nowSeconds } from '../lib/clock';

const TIMEZONES = Intl.supportedValuesOf('timeZone');
const isTimezone = (tz: string) => tz === 'UTC' || TIMEZONES.includes(tz);

export async function profileRoutes(app: FastifyInstance, opts: { repos: Repositories }) {
  const { repos } = opts;
  const auth = { preHandler: requireAuth };

  app.get('/timezones', auth, async () => ({ timezones: TIMEZONES }));

  app.put('/user/profile', { ...auth, config: { audit: { action: 'settings.update', target: 'profile' } } }, async (req) => {
    const caller = callerOf(req);
    const body = await validate(profileSchema, req.body);
    if (!TIMEZONES.includes(body.timezone) && body.timezone !== 'UTC') throw badRequest('Please select a valid timezone', { timezone: 'Please select a valid timezone' });
    await repos.users.update(caller.userId, { name: body.name, timezone: body.timezone, meeting_link: body.meetingLink });
    return { ok: true, name: body.name, timezone: body.timezone, meetingLink: body.meetingLink };
  });

  /** The signed-in user's meeting availability; before the first save, weekdays 9–17 in their profile timezone. */
  app.get('/user/meeting/availability', auth, async (req) => {
    const caller = callerOf(req);
    const saved = (await repos.userSettings.get(caller.userId, MEETING_AVAILABILITY_KEY)) as MeetingAvailability | undefined;
    const user = saved ? undefined : await repos.users.findInProject(caller.projectId, caller.userId);
    return effectiveAvailability(saved, user?.timezone ?? null, isTimezone);
  });

  app.put('/user/meeting/availability', { ...auth, config: { audit: { action: 'settings.update', target: 'meetingAvailability' } } }, async (req) => {
    const caller = callerOf(req);
    const body = await validate(meetingAvailabilitySchema, req.body);
    if (!isTimezone(body.timezone)) throw badRequest(MEETING_AVAILABILITY_MSG.timezone, { timezone: MEETING_AVAILABILITY_MSG.timezone });
    const value = normaliseAvailability(body as MeetingAvailability);
    await repos.userSettings.put(caller.userId, MEETING_AVAILABILITY_KEY, value, nowSeconds());
    return { ...value, message: MEETING_AVAILABILITY_MSG.saved };
  });

  // ---- Notification channels (team chat and push), kept per user ----
  app.get('/user/profile/channels', auth, async (req) =>
    normaliseChannels(await repos.userSettings.get(callerOf(req).userId, NOTIFICATION_CHANNELS_KEY)),
  );

  app.put('/user/profile/channels', { ...auth, config: { audit: { action: 'notifications.update', target: 'notificationChannels' } } }, async (req) => {
    const caller = callerOf(req);
    const value = normaliseChannels(await validate(notificationChannelsSchema, req.body));
    await repos.userSettings.put(caller.userId, NOTIFICATION_CHANNELS_KEY, value, nowSeconds());
    return { ...value, message: CHANNELS_MSG.saved };
  });

  app.post('/user/profile/image', auth, async (req) => {
    const caller = callerOf(req);
    const file = await req.file({ limits: { fileSize: PROFILE_IMAGE_MAX_BYTES } });
    if (!file) throw badRequest(FILE_MSG.missing);
    const bytes = await file.toBuffer().catch(() => null);
    if (!bytes || file.file.truncated) throw new ApiError(413, 'Image is too large (maximum 256 KB)');
    const type = sniffFile(new Uint8Array(bytes.subarray(0, 512)), file.filename);
    if (!type || !type.type.startsWith('image/')) throw new ApiError(415, 'Please enter a valid image URL');
    const user = await repos.users.findInProject(caller.projectId, caller.userId);
    if (!user) throw notFound();
    const img = `data:${type.type};base64,${bytes.toString('base64')}`;
    await repos.users.update(user.id, { img });
    return { ok: true, img };
  });
}
