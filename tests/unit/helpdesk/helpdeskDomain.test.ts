// The helpdesk rules shared by the inbox cards, the server and the bot: availability by plan and connection, the
// §8 toasts and §6 upgrade text, the transcript a ticket starts from, snippets, SOSL escaping, blank keywords and the
// shared schemas.
import { describe, expect, it } from 'vitest';
import {
  articleLinkText,
  caseCreatedText,
  escapeSosl,
  HELPDESK_MSG,
  helpdeskAvailability,
  knowledgeSearchSchema,
  shortSnippet,
  searchKeyword,
  ticketCreatedText,
  ticketSchema,
  transcriptText,
} from '../../../src/domain/helpdesk';
import { DEFAULT_HELPDESK_TAB } from '../../../src/domain/constants';
import { soslTerm } from '../../../mock-server/salesforce/serviceCloud';
import { htmlToText } from '../../../server/lib/html';

describe('availability', () => {
  it('needs the plan feature first, then the connection (Service Cloud rides on Salesforce)', () => {
    expect(helpdeskAvailability('zendesk', ['integrations'], { zendesk: true })).toBe('upgrade');
    expect(helpdeskAvailability('zendesk', ['zendesk'], { zendesk: false })).toBe('connect');
    expect(helpdeskAvailability('zendesk', ['zendesk'], { zendesk: true })).toBe('ready');
    expect(helpdeskAvailability('serviceCloud', ['serviceCloud'], { salesforce: true })).toBe('ready');
    expect(helpdeskAvailability('serviceCloud', ['serviceCloud'], undefined)).toBe('connect');
  });

  it('opens the knowledge tab (index 1) by default (spec §9)', () => {
    expect(DEFAULT_HELPDESK_TAB).toBe(1);
  });
});

describe('texts', () => {
  it('uses the spec §8 toasts verbatim and the §6 upgrade wording', () => {
    expect(ticketCreatedText(1001)).toBe('Ticket created successfully in Zendesk with Ticket ID: 1001');
    expect(caseCreatedText('5005g0000000001AAA')).toBe('Case created successfully in Service cloud with Case ID: 5005g0000000001AAA');
    expect(HELPDESK_MSG.upgrade('zendesk')).toBe('Upgrade your plan to use Zendesk');
    expect(HELPDESK_MSG.upgrade('serviceCloud')).toBe('Upgrade your plan to use Salesforce service cloud');
  });
});

describe('transcriptText', () => {
  const m = (senderType: string, senderName: string, text: string, type = 'message') => ({ type, senderType, senderName, text });
  it('names who said what, oldest first, leaving out agents-only notes', () => {
    const text = transcriptText(
      [m('visitor', '', 'Hi, SSO fails'), m('bot', 'Parley Bot', 'Your email?'), m('system', 'Ann', 'Ann blocked this visitor', 'visitor_blocked'), m('agent', 'Ann', 'Looking into it'), m('system', 'Ann', 'note', 'info')],
      'Jane Doe',
    );
    expect(text).toBe('Jane Doe: Hi, SSO fails\nParley Bot: Your email?\nAnn: Looking into it');
  });

  it("keeps the newest part of a chat longer than the providers' limit", () => {
    const long = Array.from({ length: 2000 }, (_, i) => m('visitor', '', `line ${i} ${'x'.repeat(20)}`));
    const text = transcriptText(long, 'V');
    expect(text.length).toBe(30_000);
    expect(text.startsWith('…')).toBe(true);
    expect(text.endsWith(`V: line 1999 ${'x'.repeat(20)}`)).toBe(true);
  });
});

describe('search helpers', () => {
  it('a blank keyword is no search at all', () => {
    expect(searchKeyword('   ')).toBeNull();
    expect(searchKeyword(' sso ')).toBe('sso');
  });

  it("turns Zendesk's highlighted snippet into plain text (the server's htmlToText), shortened", () => {
    expect(shortSnippet(htmlToText('You are billed per <em>seat</em>,\n monthly &amp; annually.'))).toBe('You are billed per seat, monthly & annually.');
    expect(shortSnippet('a'.repeat(300)).length).toBe(160);
  });

  it('escapes SOSL reserved characters so the fake (and Salesforce) read the words back', () => {
    const escaped = escapeSosl('SSO (saml) & "okta" {x}');
    expect(escaped).toBe('SSO \\(saml\\) \\& \\"okta\\" \\{x\\}');
    expect(soslTerm(`FIND {${escaped}} IN ALL FIELDS RETURNING KnowledgeArticleVersion(Id)`)).toBe('SSO (saml) & "okta" {x}');
  });

  it('inserts the title and the address', () => {
    expect(articleLinkText({ title: 'Reset your password', url: 'https://acme.example/s/article/reset-your-password' })).toBe('Reset your password: https://acme.example/s/article/reset-your-password');
  });
});

describe('schemas', () => {
  it('checks the ticket form as the server does', async () => {
    await expect(ticketSchema.validate({ conversationId: 4, subject: '  ', description: 'x' })).rejects.toThrow('Please enter a subject');
    await expect(ticketSchema.validate({ conversationId: 4, subject: 'S', description: 'x', requesterEmail: 'nope' })).rejects.toThrow('Please enter a valid email');
    expect(await ticketSchema.validate({ conversationId: 4, subject: ' S ', description: 'x' })).toEqual({ conversationId: 4, subject: 'S', description: 'x', requesterEmail: '' });
    expect(await knowledgeSearchSchema.validate({})).toEqual({ keyword: '' });
    await expect(knowledgeSearchSchema.validate({ keyword: 'k'.repeat(201) })).rejects.toThrow('Maximum of 200 characters are allowed');
  });
});
