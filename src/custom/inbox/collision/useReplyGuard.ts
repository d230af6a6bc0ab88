// The composer's side of "Replies from agents who are not assigned" (issue #25): the decision of the domain rule for
// this agent and conversation, the assignee's name, whether they may assign themselves, and the agent's "Reply
// anyway" (kept in a ref too, so a send right after the click already sees it).
import { useCallback, useRef, useState } from 'react';
import { assigneeOf, mayTakeOver, replyDecision, DEFAULT_REPLY_POLICY, type ReplyDecision } from '../../../domain/collision/policy';
import type { ConversationDetail } from '../../../domain/inbox/types';
import { useShellSession } from '../../../ui/session/SessionContext';
import { useInboxActions } from '../data';
import { useCollisionState } from './useCollisionState';

export interface ReplyGuard {
  decision: ReplyDecision;
  assigneeName: string;
  canAssignToMe: boolean;
  acknowledged: boolean;
  /** True while a reply must wait: blocked, or warned and not yet acknowledged. */
  holds(): boolean;
  replyAnyway(): void;
  assignToMe(): Promise<void>;
}

export function useReplyGuard(detail: ConversationDetail): ReplyGuard {
  const session = useShellSession();
  const { addMembers } = useInboxActions();
  const policy = useCollisionState()?.replyPolicy ?? DEFAULT_REPLY_POLICY;
  const me = session?.details.user.userId ?? -1;
  const agents = detail.participants.appUsers;
  const decision = replyDecision({ policy, members: agents.map((a) => a.id), userId: me });
  const assignee = assigneeOf(agents.map((a) => a.id), me);
  const assigneeName = agents.find((a) => a.id === assignee)?.name ?? '';
  const [acknowledged, setAcknowledged] = useState(false);
  const ack = useRef(false);
  const latest = useRef(decision);
  latest.current = decision;

  const holds = useCallback(() => latest.current === 'block' || (latest.current === 'warn' && !ack.current), []);
  const replyAnyway = useCallback(() => {
    ack.current = true;
    setAcknowledged(true);
  }, []);
  const id = detail.conversationId;
  const assignToMe = useCallback(async () => {
    if (me > 0) await addMembers(id, [me]);
  }, [addMembers, id, me]);

  return {
    decision,
    assigneeName,
    canAssignToMe: mayTakeOver(policy, session?.facts.flat ?? {}),
    acknowledged,
    holds,
    replyAnyway,
    assignToMe,
  };
}
