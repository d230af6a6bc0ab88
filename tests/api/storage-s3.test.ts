// Attachments in an S3-compatible bucket: uploads go through the real server into the bundled S3 fake, which checks
// every SigV4 signature with its own copy of the secret. The object lands in the bucket typed from its bytes, is
// served by our /uploads route (private bucket) or straight from the bucket's public URL, deleting removes it, and
// a server holding the wrong secret is refused.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildProject, buildUser } from '../../server/db/builders';
import { loadConfig } from '../../server/config';
import { signS3, type S3Settings } from '../../server/services/storage/s3Store';
import { startS3Fake, type S3Fake } from '../../mock-server/s3';
import { FILE_MSG } from '../../src/domain/files';
import { call, login, startTestServer } from './support/server';
import { newVisitor, startConversation } from './support/visitor';
import { multipart, PNG_1x1 } from './support/multipart';

const CREDS = { accessKeyId: 'PARLEYTESTKEY', secretAccessKey: 'parley-test-secret-0123456789', region: 'eu-west-1', bucket: 'parley-uploads' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

let fake: S3Fake;
beforeAll(async () => {
  fake = await startS3Fake({ ...CREDS, publicRead: true });
});
afterAll(async () => fake.close());

const settings = (over: Partial<S3Settings> = {}): S3Settings => ({ endpoint: fake.url, publicUrl: null, ...CREDS, ...over });

/** A server on the bucket, one agent, one visitor conversation; `upload` posts a file as that agent. */
async function serverWith(s3: S3Settings) {
  const app = await startTestServer({ s3 });
  const p = await buildProject(app.repos, { name: 'Bucket Co' });
  const agent = await buildUser(app.repos, { projectId: p.project.id, roleId: p.admin.id, name: 'Bea Bucket' });
  const token = await login(app, agent.email, agent.password);
  const visitor = await newVisitor(app, p.project.widget_key, { name: 'Vic Visitor' });
  const conversationId = await startConversation(app, visitor, 'Here is my invoice');
  const upload = (name: string, content: Buffer) => {
    const m = multipart(name, content);
    return app.inject({
      method: 'POST',
      url: `/app/inbox/conversations/${conversationId}/attachments`,
      payload: m.payload,
      headers: { ...m.headers, authorization: `Bearer ${token}` },
    });
  };
  return { app, token, visitor, conversationId, upload };
}

const keyOf = (publicUrl: string) => /^\/uploads\/([^/]+)\//.exec(publicUrl)?.[1] ?? publicUrl.split('/').at(-1)!;

describe('S3 attachment store, private bucket', () => {
  let ctx: Awaited<ReturnType<typeof serverWith>>;
  beforeAll(async () => {
    ctx = await serverWith(settings());
  });
  afterAll(async () => ctx.app.close());

  it('stores the upload in the bucket, typed from its bytes, and serves it through /uploads', async () => {
    const res = await ctx.upload('shot.png', PNG_1x1);
    expect(res.statusCode).toBe(201);
    const { attachment, message } = res.json();
    expect(message).toBe(FILE_MSG.uploaded);
    expect(attachment.publicUrl).toMatch(/^\/uploads\//);
    const stored = fake.objects.get(keyOf(attachment.publicUrl));
    expect(stored?.body.equals(PNG_1x1)).toBe(true);
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.contentDisposition).toBe("inline; filename*=UTF-8''shot.png");

    const served = await ctx.app.inject({ method: 'GET', url: attachment.publicUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG_1x1)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('removes the object from the bucket when the attachment is deleted', async () => {
    const { attachment } = (await ctx.upload('invoice.pdf', PDF)).json();
    const key = keyOf(attachment.publicUrl);
    expect(fake.objects.get(key)?.contentDisposition).toBe("attachment; filename*=UTF-8''invoice.pdf");
    const del = await call(ctx.app, 'DELETE', `/app/inbox/attachments/${attachment.id}`, undefined, ctx.token);
    expect(del.json().message).toBe(FILE_MSG.deleted);
    expect(fake.objects.has(key)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: attachment.publicUrl })).statusCode).toBe(404);
  });

  it('leaves nothing in the bucket for a script disguised as an image', async () => {
    const before = fake.objects.size;
    const res = await ctx.upload('cat.png', Buffer.from('<script>alert(1)</script>'));
    expect(res.statusCode).toBe(415);
    expect(fake.objects.size).toBe(before);
  });
});

describe('S3 attachment store, public URL', () => {
  it('gives the bucket address as the public URL, and the bucket serves the object as stored', async () => {
    const publicUrl = `${fake.url}/${CREDS.bucket}`;
    const ctx = await serverWith(settings({ publicUrl }));
    try {
      const { attachment } = (await ctx.upload('photo.png', PNG_1x1)).json();
      expect(attachment.publicUrl.startsWith(`${publicUrl}/`)).toBe(true);
      const served = await fetch(attachment.publicUrl);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await served.arrayBuffer()).equals(PNG_1x1)).toBe(true);
      // The lists the visitor panel reads carry the same address.
      const lists = await call(ctx.app, 'GET', `/app/inbox/attachments/${ctx.visitor.visitorId}/1000`, undefined, ctx.token);
      expect(lists.json().visitorAttachments[0].publicUrl).toBe(attachment.publicUrl);
    } finally {
      await ctx.app.close();
    }
  });
});

describe('S3 signatures', () => {
  it('refuses a server holding the wrong secret, and nothing is stored', async () => {
    const ctx = await serverWith(settings({ secretAccessKey: 'not-the-secret' }));
    try {
      const before = fake.objects.size;
      const refusedBefore = fake.refusals.length;
      const res = await ctx.upload('shot.png', PNG_1x1);
      expect(res.statusCode).toBe(500);
      expect(fake.objects.size).toBe(before);
      expect(fake.refusals.slice(refusedBefore)).toContain('SignatureDoesNotMatch');
    } finally {
      await ctx.app.close();
    }
  });

  it('refuses a signed request whose body was changed on the way', async () => {
    const url = new URL(`${fake.url}/${CREDS.bucket}/tampered-object-key-0001`);
    const emptySha256 = crypto.createHash('sha256').digest('hex');
    const headers = signS3('PUT', url, { 'content-type': 'text/plain' }, emptySha256, CREDS);
    const res = await fetch(url, { method: 'PUT', headers, body: 'not empty' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('XAmzContentSHA256Mismatch');
    expect(fake.objects.has('tampered-object-key-0001')).toBe(false);
  });

  it('refuses an unsigned write even on a public-read bucket', async () => {
    const res = await fetch(`${fake.url}/${CREDS.bucket}/anonymous-object-0001`, { method: 'PUT', body: 'x' });
    expect(res.status).toBe(403);
    expect(fake.objects.has('anonymous-object-0001')).toBe(false);
  });
});

describe('S3 settings', () => {
  const env = { S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', DATA_DIR: ':memory:' };
  it('reads the bucket from S3_* with AWS defaults, and none without S3_BUCKET', () => {
    expect(loadConfig({ DATA_DIR: ':memory:' }).s3).toBeNull();
    expect(loadConfig({ ...env, S3_REGION: 'eu-central-1' }).s3).toEqual({
      endpoint: 'https://s3.eu-central-1.amazonaws.com',
      bucket: 'b',
      region: 'eu-central-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      publicUrl: null,
    });
    expect(loadConfig({ ...env, S3_ENDPOINT: 'http://minio:9000/', S3_PUBLIC_URL: 'https://cdn.example/files/' }).s3).toMatchObject({
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      publicUrl: 'https://cdn.example/files',
    });
  });

  it('refuses to boot half configured', () => {
    expect(() => loadConfig({ S3_BUCKET: 'b', DATA_DIR: ':memory:' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => loadConfig({ ...env, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});
