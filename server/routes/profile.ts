// The agent's own profile: data update, image upload (kept inline as a small data: URL, typed from its bytes) and
// the timezone list. The permission tree itself comes with GET app/user/profile (routes/bootstrap.ts).
import type { FastifyInstance } from 'fastify';
import { FILE_MSG, sniffFile } from '../../src/domain/files';
import { PROFILE_IMAGE_MAX_BYTES, profileSchema } from '../../src/domain/schemas/profile';
import type { Repositories } from '../db/repositories/index';
import { callerOf, requireAuth } from '../plugins/auth';
import { ApiError, badRequest, notFound } from '../plugins/errors';
import { validate } from '../plugins/validate';

const TIMEZONES = Intl.supportedValuesOf('timeZone');

export async function profileRoutes(app: FastifyInstance, opts: { repos: Repositories }) {
  const { repos } = opts;
  const auth = { preHandler: requireAuth };

  app.get('/timezones', auth, async () => ({ timezones: TIMEZONES }));

  app.put('/user/profile', auth, async (req) => {
    const caller = callerOf(req);
    const body = await validate(profileSchema, req.body);
    if (!TIMEZONES.includes(body.timezone) && body.timezone !== 'UTC') throw badRequest('Please select a valid timezone', { timezone: 'Please select a valid timezone' });
    await repos.users.update(caller.userId, { name: body.name, timezone: body.timezone, meeting_link: body.meetingLink });
    return { ok: true, name: body.name, timezone: body.timezone, meetingLink: body.meetingLink };
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
