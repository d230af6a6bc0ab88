// Types of email-reply-parser 2.1 (it ships none): the parts Parley calls.
declare module 'email-reply-parser' {
  interface ParsedEmail {
    getVisibleText(options?: { aggressive?: boolean }): string;
    getQuotedText(): string;
  }
  export default class EmailReplyParser {
    read(text: string): ParsedEmail;
    parseReply(text: string): string;
  }
}
