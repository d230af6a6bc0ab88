// A helpdesk provider's refusal or failure, with its own reason; and reading a provider body that may not be JSON.
import type { HelpdeskId } from '../../../src/domain/helpdesk/providers';

export class HelpdeskFailure extends Error {
  constructor(readonly helpdesk: HelpdeskId, readonly reason: string, readonly status: number) {
    super(reason);
  }
}

export async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text.slice(0, 200);
  }
}
