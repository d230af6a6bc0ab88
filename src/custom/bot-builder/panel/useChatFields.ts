// The project's custom chat fields (/settings/configurations), for the input step's "Save the answer as". Read
// quietly: a user without the widget settings rights gets null, and the picker offers the default fields only.
import { useQuery } from '@tanstack/react-query';
import type { ChatField, ChatFieldsDocument } from '../../../domain/settings/chatFields';
import { settingsApi } from '../../../providers/api/settings';

async function readChatFields(): Promise<ChatField[] | null> {
  try {
    const doc = await settingsApi.settings<ChatFieldsDocument>('chatFields', { notify: false });
    return Array.isArray(doc?.fields) ? doc.fields : null;
  } catch {
    return null;
  }
}

export function useChatFields(): ChatField[] | null {
  return useQuery({ queryKey: ['bot-builder', 'chatFields'], queryFn: readChatFields, staleTime: 60_000 }).data ?? null;
}
