// Identity verification as Intercom does it: the customer's backend signs the logged-in user's email with the
// project's identity secret (HMAC-SHA256, hex) and the widget passes that hash with `Parley('identify', …)`. The
// secret is generated here, kept encrypted like every token (server/integrations/crypto.ts), shown to admins in
// settings and rotatable; hashes are compared with crypto.timingSafeEqual.
import crypto from 'node:crypto';
import type { IdentitySettings } from '../../../src/domain/contacts';
import type { Repositories } from '../../db/repositories/index';
import type { TokenCipher } from '../../integrations/crypto';
import { notFound } from '../../lib/apiError';

/** The hash a customer's backend computes: hex HMAC-SHA256 of the email (as given, trimmed) under the secret. */
export const identityHash = (secret: string, email: string): string => crypto.createHmac('sha256', secret).update(email.trim(), 'utf8').digest('hex');

/** Constant-time check of a presented hash (hex, any case). */
export function hashMatches(secret: string, email: string, presented: string): boolean {
  const expected = Buffer.from(identityHash(secret, email), 'utf8');
  const given = Buffer.from(presented.trim().toLowerCase(), 'utf8');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export class IdentitySecrets {
  constructor(
    private readonly repos: Repositories,
    private readonly cipher: TokenCipher,
  ) {}

  /** The project's secret, or null when none was ever generated (then no hash can be valid). */
  async secret(projectId: number): Promise<string | null> {
    const project = await this.repos.projects.findById(projectId);
    return project?.identity_secret ? this.cipher.decrypt(project.identity_secret) : null;
  }

  async required(projectId: number): Promise<boolean> {
    return (await this.repos.projects.findById(projectId))?.identity_required === 1;
  }

  /** GET app/contacts-identity: generated on first read so an admin always has one to copy. */
  async settings(projectId: number): Promise<IdentitySettings> {
    const project = await this.repos.projects.findById(projectId);
    if (!project) throw notFound();
    const secret = project.identity_secret ? this.cipher.decrypt(project.identity_secret) : await this.rotate(projectId);
    return { secret, required: project.identity_required === 1 };
  }

  /** A new secret: hashes made with the old one stop verifying at once. */
  async rotate(projectId: number): Promise<string> {
    const secret = crypto.randomBytes(32).toString('base64url');
    await this.repos.projects.update(projectId, { identity_secret: this.cipher.encrypt(secret) });
    return secret;
  }

  async setRequired(projectId: number, required: boolean): Promise<IdentitySettings> {
    await this.repos.projects.update(projectId, { identity_required: required ? 1 : 0 });
    return this.settings(projectId);
  }
}
