// The inbox data layer: the only thing inbox components import (see /tmp/inbox-contract.md).
export { InboxDataProvider, type InboxDataProviderProps } from './InboxDataProvider';
export { useInboxStats } from './useInboxStats';
export { useConversationList, type ConversationListResult } from './useConversationList';
export { useConversationThread, type ConversationThreadResult } from './useConversationThread';
export type { ThreadEntry } from './entries';
export { useInboxActions, type InboxActions } from './useInboxActions';
export { useSendReply, type SendReply } from './useSendReply';
export { useConversationTags, type ConversationTags } from './useConversationTags';
export {
  useActiveConversationPing,
  useMemberSearch,
  useNetworkStatus,
  useSender,
  useSoundUnlock,
  useTabSwitchRequest,
  useTags,
} from './useInboxExtras';
export type { MemberSearchUser, TagOption } from '../../../providers/api/inbox';
export type { InboxAlerts } from './alerts';
export type { RealtimeClientFactory } from './useRealtimeInbox';
export { useAgentTyping, useVisitorTyping, type AgentTyping } from './typing';
