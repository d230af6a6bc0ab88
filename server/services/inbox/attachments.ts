// Attachment uploads: streamed to the object store under a random key, typed from their own bytes, refused (and
// removed) when too large or not an allowed type, then posted into the conversation as an 'attachments' message.
import crypto from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { ATTACHMENT_MAX_BYTES, FILE_MSG, safeFileName, sniffFile } from '../../../src/domain/files';
import type { Attachment } from '../../../src/domain/inbox/types';
import { ATTACHMENTS_REQUEST_LIMIT } from '../../../src/domain/constants';
import type { Repositories } from '../../db/repositories/index';
import type { AttachmentRow, ConversationRow, VisitorRow } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../lib/apiError';
import { LocalStore } from '../storage/localStore';
import type { ObjectStore } from '../storage/objectStore';
import { readHead } from '../storage/readHead';
import { nowSeconds } from '../../lib/clock';
import { appendMessage } from './messages';
import type { Publisher } from './publisher';

const HEAD_BYTES = 512;

export interface Upload {
  filename: string;
  file: Readable & { truncated?: boolean };
}

export interface Uploader {
  senderType: 'agent' | 'visitor';
  senderName: string;
  userId: number | null;
}

export const publicUrl = (row: Pick<AttachmentRow, 'storage_key' | 'name'>) => `/uploads/${row.storage_key}/${encodeURIComponent(row.name)}`;

/** `url` is where the row is served: our /uploads route unless the store serves objects itself. */
export function toAttachment(row: AttachmentRow, url: string = publicUrl(row)): Attachment {
  return { id: row.id, name: row.name, publicUrl: url, size: row.size, type: row.type, createdAt: row.created_at, senderName: row.sender_name };
}

/** Images show in place; anything else downloads under its (cleaned) name. */
export const dispositionOf = (type: string, name: string) =>
  `${type.startsWith('image/') ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(name)}`;

/** Passes bytes through while counting them. */
function meter() {
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, size: () => size };
}

export class AttachmentService {
  constructor(
    private readonly repos: Repositories,
    private readonly publisher: Publisher,
    private readonly store: ObjectStore,
  ) {}

  private present(row: AttachmentRow): Attachment {
    return toAttachment(row, this.store.publicUrl?.(row.storage_key) ?? publicUrl(row));
  }

  async upload(conv: ConversationRow, visitor: VisitorRow, who: Uploader, upload: Upload | undefined): Promise<Attachment> {
    if (!upload) throw badRequest(FILE_MSG.missing);
    const key = crypto.randomBytes(18).toString('base64url');
    const m = meter();
    // Typed before storing, so a bucket that serves the object itself serves it with our type and disposition.
    const peeked = await readHead(upload.file, HEAD_BYTES);
    const sniffed = sniffFile(peeked.head, upload.filename);
    const meta = sniffed
      ? { type: sniffed.type, disposition: dispositionOf(sniffed.type, safeFileName(upload.filename, sniffed.ext)) }
      : { type: 'application/octet-stream' };
    await this.store.put(key, peeked.body.pipe(m.stream), meta);
    if (upload.file.truncated || m.size() > ATTACHMENT_MAX_BYTES) {
      await this.store.delete(key);
      throw new ApiError(413, FILE_MSG.tooLarge);
    }
    if (!sniffed) {
      await this.store.delete(key);
      throw new ApiError(415, FILE_MSG.notAllowed);
    }
    return this.publisher.commit(conv.project_id, async (tx) => {
      const now = nowSeconds();
      const row = await tx.attachments.create({
        project_id: conv.project_id,
        conversation_id: conv.id,
        storage_key: key,
        name: safeFileName(upload.filename, sniffed.ext),
        type: sniffed.type,
        size: m.size(),
        sender_type: who.senderType,
        sender_name: who.senderName,
        created_at: now,
      });
      const attachment = this.present(row);
      const fresh = (await tx.conversations.findInProject(conv.project_id, conv.id)) ?? conv;
      const appended = await appendMessage(tx, fresh, visitor, {
        type: 'attachments',
        senderType: who.senderType,
        senderName: who.senderName,
        userId: who.userId,
        text: '',
        payload: { attachment },
        now,
      });
      return { result: attachment, events: appended.events };
    });
  }

  /** At boot on the embedded database (one process owns the folder): files a crash left without their row. */
  async sweepOrphans(beforeMs: number): Promise<number> {
    if (!(this.store instanceof LocalStore)) return 0;
    return this.store.sweep(beforeMs, async (key) => (await this.repos.attachments.findByKey(key)) !== undefined);
  }

  /** The stored bytes and how to serve them, by the capability key in the public URL. */
  async open(key: string): Promise<{ row: AttachmentRow; inline: boolean; body: Readable } | null> {
    const row = await this.repos.attachments.findByKey(key);
    const body = row ? await this.store.get(key) : null;
    if (!row || !body) return null;
    return { row, inline: row.type.startsWith('image/'), body };
  }

  /** Attachments of the visitor's conversations and of their account (same company domain), spec §3. */
  async lists(projectId: number, visitorPublicId: string) {
    const visitor = await this.repos.visitors.findByPublicId(projectId, visitorPublicId);
    if (!visitor) throw notFound();
    const convs = await this.repos.conversations.ofVisitor(visitor.id);
    const own = await this.repos.attachments.ofConversations(convs.map((c) => c.id), ATTACHMENTS_REQUEST_LIMIT);
    const ownIds = new Set(own.map((a) => a.id));
    const account = visitor.domain ? await this.repos.attachments.ofAccount(projectId, visitor.domain, ATTACHMENTS_REQUEST_LIMIT) : [];
    return {
      visitorAttachments: own.map((a) => this.present(a)),
      accountAttachments: account.filter((a) => !ownIds.has(a.id)).map((a) => this.present(a)),
    };
  }

  async remove(projectId: number, id: number): Promise<void> {
    const row = await this.repos.attachments.findInProject(projectId, id);
    if (!row) throw notFound();
    await this.repos.attachments.delete(row.id);
    await this.store.delete(row.storage_key);
  }
}
