// Inbox search (issue 25): the caller's project only, and with `mine` only their own conversations (the list's My
// Conversations rule); each hit carries the conversation as the list shows it and its matched words as segments.
import { searchWords, type SearchQuery } from '../../../src/domain/search/query';
import { toSegments } from '../../../src/domain/search/highlight';
import type { SearchResults } from '../../../src/domain/search/types';
import type { Repositories } from '../../db/repositories/index';
import type { SearchRepository } from '../../db/repositories/search';
import type { Caller } from '../../lib/caller';
import { toListItems } from '../inbox/presenter';

export class InboxSearch {
  constructor(
    private readonly repos: Repositories,
    private readonly index: SearchRepository,
  ) {}

  async search(caller: Caller, query: SearchQuery): Promise<SearchResults> {
    const rows = await this.index.search({
      projectId: caller.projectId,
      memberId: query.mine ? caller.userId : null,
      words: searchWords(query.q),
      limit: query.limit,
    });
    const conversations = await this.repos.conversations.findManyInProject(caller.projectId, rows.map((r) => r.conversationId));
    const items = new Map((await toListItems(this.repos, conversations)).map((c) => [c.id, c]));
    return {
      q: query.q,
      hits: rows.flatMap((r) => {
        const conversation = items.get(r.conversationId);
        if (!conversation) return [];
        return [{ conversation, field: r.field, snippet: toSegments(r.marked), messageId: r.messageId, messagePos: r.messagePos }];
      }),
    };
  }
}
