export { HelpdeskSection } from './HelpdeskSection';
export { ReplyInsertBridge, ReplyInsertProvider } from './replyInsert';
