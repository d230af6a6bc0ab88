// The visitor as the inbox knows them right now (name, email, company): the conversation's row in the cached lists is
// replaced by the server's snapshot on every event of that conversation (a bot collecting an email is one), while
// the thread's visitor is fixed when it loads. Keying the Highlights query on this refetches it when the visitor
// record changes.
import { useCallback, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { VisitorSummary } from '../../../domain/inbox/types';
import { inboxKeys, type ListData } from '../data/keys';

const signatureOf = (v: Pick<VisitorSummary, 'name' | 'email' | 'company'>) => [v.name, v.email ?? '', v.company ?? ''].join('|');

export function useVisitorSignature(conversationId: number, visitor: VisitorSummary): string {
  const qc = useQueryClient();
  const read = useCallback(() => {
    for (const [, data] of qc.getQueriesData<ListData>({ queryKey: inboxKeys.lists })) {
      const row = data?.items?.find((i) => i.id === conversationId);
      if (row) return signatureOf(row.user);
    }
    return signatureOf(visitor);
  }, [qc, conversationId, visitor]);
  // Only list data changes matter; other cache events (queries added while some component renders) are ignored so
  // this never updates a component during another's render.
  const subscribe = useCallback(
    (onChange: () => void) =>
      qc.getQueryCache().subscribe((e) => {
        if (e.type === 'updated' && e.query.queryKey[0] === inboxKeys.lists[0] && e.query.queryKey[1] === inboxKeys.lists[1]) onChange();
      }),
    [qc],
  );
  return useSyncExternalStore(subscribe, read, read);
}
