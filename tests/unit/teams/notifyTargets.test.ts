// @vitest-environment node
// Profile team-chat targets read as addressable targets, the notice text, and webhook hosts sent where the
// provider's settings point (the real host, or one base for a proxy or the fakes).
import { noticeOf, notifyTargetOf } from '../../../src/domain/integrations/notifyTargets';
import type { NotificationChannels } from '../../../src/domain/schemas/profile';
import { slackWebhookUrl } from '../../../server/integrations/slack/notice';
import { teamsWebhookUrl } from '../../../server/integrations/teams/notice';
import { slack } from '../../../server/integrations/slack/provider';
import { msteams } from '../../../server/integrations/teams/provider';
import { integrationSettings } from '../../../server/integrations/settings';

const ch = (service: NotificationChannels['teamChat']['service'], target: string | null): NotificationChannels => ({ teamChat: { service, target }, push: { desktop: true, sound: true } });

describe('notifyTargetOf', () => {
  it('reads Slack handles, channels and webhooks', () => {
    expect(notifyTargetOf(ch('slack', '@Jo.Rivera'))).toBeNull(); // handles are lower-case (the form's rule)
    expect(notifyTargetOf(ch('slack', '@jo.rivera'))).toEqual({ kind: 'slackUser', handle: 'jo.rivera' });
    expect(notifyTargetOf(ch('slack', '#sales'))).toEqual({ kind: 'slackChannel', name: 'sales' });
    expect(notifyTargetOf(ch('slack', 'https://hooks.slack.com/services/T1/B2/c3'))).toEqual({ kind: 'slackWebhook', url: 'https://hooks.slack.com/services/T1/B2/c3' });
  });
  it('reads Teams emails and webhooks', () => {
    expect(notifyTargetOf(ch('msteams', 'kai@acme.example'))).toEqual({ kind: 'teamsUser', email: 'kai@acme.example' });
    expect(notifyTargetOf(ch('msteams', 'https://acme.webhook.office.com/webhookb2/x'))).toEqual({ kind: 'teamsWebhook', url: 'https://acme.webhook.office.com/webhookb2/x' });
  });
  it('nothing when off, empty or no longer valid (a webhook at another host is never called)', () => {
    expect(notifyTargetOf(ch('none', null))).toBeNull();
    expect(notifyTargetOf(ch('slack', null))).toBeNull();
    expect(notifyTargetOf(ch('slack', 'https://evil.example/services/x'))).toBeNull();
    expect(notifyTargetOf(ch('msteams', 'https://webhook.office.com.evil.example/x'))).toBeNull();
  });
});

describe('noticeOf', () => {
  it('says what happened, with a preview of long messages', () => {
    expect(noticeOf({ kind: 'assigned' }, 'Jane Doe', 'http://p/inbox/1')).toEqual({ title: 'You were assigned a conversation with Jane Doe', body: 'Open it in the Parley inbox to answer.', link: 'http://p/inbox/1' });
    const long = noticeOf({ kind: 'message', text: `Hi\n\n${'x'.repeat(400)}` }, '', 'l');
    expect(long.title).toBe('New message from a site visitor');
    expect(long.body.length).toBe(200);
    expect(long.body.startsWith('Hi x')).toBe(true);
  });
});

describe('webhook hosts (each team chat its own)', () => {
  it('keeps the real hosts with the real settings', () => {
    const real = integrationSettings({});
    expect(slackWebhookUrl('https://hooks.slack.com/services/T1/B2/c3', real.slack, slack.hosts.api)).toBe('https://hooks.slack.com/services/T1/B2/c3');
    expect(teamsWebhookUrl('https://acme.webhook.office.com/webhookb2/x?y=1', real.msteams, msteams.hosts.api)).toBe('https://acme.webhook.office.com/webhookb2/x?y=1');
  });
  it('sends them to the configured base (proxy or fake)', () => {
    const fake = integrationSettings({}, 'http://127.0.0.1:9999');
    expect(slackWebhookUrl('https://hooks.slack.com/services/T1/B2/c3', fake.slack, slack.hosts.api)).toBe('http://127.0.0.1:9999/slack/services/T1/B2/c3');
    expect(teamsWebhookUrl('https://prod-1.westus.logic.azure.com:443/workflows/abc/triggers/manual/paths/invoke?sig=s', fake.msteams, msteams.hosts.api)).toBe(
      'http://127.0.0.1:9999/msteams/workflows/abc/triggers/manual/paths/invoke?sig=s',
    );
  });
  it("refuses a host that is not the provider's webhook host", () => {
    const fake = integrationSettings({}, 'http://127.0.0.1:9999');
    expect(() => slackWebhookUrl('https://example.com/x', fake.slack, slack.hosts.api)).toThrow();
    expect(() => teamsWebhookUrl('https://example.com/x', fake.msteams, msteams.hosts.api)).toThrow();
    // One provider's webhook is not the other's.
    expect(() => teamsWebhookUrl('https://hooks.slack.com/services/T1/B2/c3', fake.msteams, msteams.hosts.api)).toThrow();
  });
});
