// The bot pages' rules: access to the bot settings, image files, the integrations a flow needs and which flows
// need each, the integrations page's rows (plan gating, warnings), and the overview's lines.
import { describe, expect, it } from 'vitest';
import { defaultRouting, type Flow } from '../../../src/domain/flows';
import { flattenPermissions, fullPermissionTree, inboxOnlyPermissionTree, type PermissionTree } from '../../../src/domain/permissions';
import { FEATURES, PLANS, hasFeature, type Feature } from '../../../src/domain/plans';
import { BOT_IMAGE_MAX_BYTES } from '../../../src/domain/settings/bot';
import { BOT_UI } from '../../../src/custom/bot/labels';
import {
  BOT_INTEGRATIONS,
  behaviourSummary,
  botSettingsAccess,
  defaultFlowChoices,
  flowCounts,
  flowIntegrations,
  imageFileError,
  integrationRows,
  integrationUsage,
  isUploadedImage,
} from '../../../src/custom/bot/model';
import { salesFlow, step } from '../bot-builder/fixtures';

const withFlows = (conversations: Array<'read' | 'write'>): PermissionTree => ({
  ...inboxOnlyPermissionTree(),
  conversations: { permissions: conversations },
  settings: { permissions: [], children: { widgetSettings: { permissions: [] } } },
});

describe('bot settings access', () => {
  it('follows the server guard of the bot document (the flows node): write, read-only, or none', () => {
    expect(botSettingsAccess(flattenPermissions(fullPermissionTree()))).toBe('write');
    expect(botSettingsAccess(flattenPermissions(withFlows(['read', 'write'])))).toBe('write');
    expect(botSettingsAccess(flattenPermissions(withFlows(['read'])))).toBe('read');
    expect(botSettingsAccess(flattenPermissions(withFlows([])))).toBe('none');
    expect(botSettingsAccess(flattenPermissions(inboxOnlyPermissionTree()))).toBe('none');
  });
});

describe('bot image files', () => {
  it('accepts the stored types up to 256 KB and says why otherwise', () => {
    expect(imageFileError({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileError({ type: 'image/webp', size: BOT_IMAGE_MAX_BYTES })).toBeNull();
    expect(imageFileError({ type: 'image/svg+xml', size: 10 })).toBe(BOT_UI.imageType);
    expect(imageFileError({ type: 'application/pdf', size: 10 })).toBe(BOT_UI.imageType);
    expect(imageFileError({ type: 'image/jpeg', size: BOT_IMAGE_MAX_BYTES + 1 })).toBe(BOT_UI.imageTooLarge);
    expect(isUploadedImage('data:image/png;base64,AAAA')).toBe(true);
    expect(isUploadedImage('https://acme.test/a.png')).toBe(false);
  });
});

/** A flow that needs every integration: tickets and searches, a Teams hand-over, a Slack hand-over by button. */
function toolFlow(name: string): Flow {
  const base = salesFlow({ name });
  return {
    ...base,
    paths: [
      base.paths[0]!,
      {
        id: 'p2',
        name: 'Tools path',
        steps: [
          step('zendeskCreateTicket', 't1'),
          step('serviceCloudKnowledgeBase', 't2'),
          step('app', 't3', { routing: { ...defaultRouting(), destination: 'msteams' } }),
        ],
      },
      {
        id: 'p3',
        name: 'Slack path',
        steps: [
          step('buttons', 't4', {
            options: [{ id: 'x', label: 'Talk in Slack', redirect: { kind: 'slack', channelId: 'C1' } }],
          }),
        ],
      },
    ],
  };
}

describe('integrations a flow needs', () => {
  it('finds none in a flow that only talks and hands over in the inbox', () => {
    expect([...flowIntegrations(salesFlow())]).toEqual([]);
  });

  it('finds the tools of ticket, knowledge-base and hand-over steps and of button redirects', () => {
    expect([...flowIntegrations(toolFlow('Tools'))].sort()).toEqual(['msteams', 'serviceCloud', 'slack', 'zendesk']);
  });

  it('finds a hand-over in Slack from the greeting buttons', () => {
    const flow = salesFlow();
    flow.greeting.buttons = [
      { id: 'g', label: 'Human please', redirect: { kind: 'app', routing: { ...defaultRouting(), destination: 'slack' } } },
    ];
    expect([...flowIntegrations(flow)]).toEqual(['slack']);
  });

  it('lists the flows using each integration in the flows order', () => {
    const usage = integrationUsage([salesFlow({ name: 'Plain' }), toolFlow('Support bot'), toolFlow('Night bot')]);
    expect(usage).toEqual({
      zendesk: ['Support bot', 'Night bot'],
      serviceCloud: ['Support bot', 'Night bot'],
      slack: ['Support bot', 'Night bot'],
      msteams: ['Support bot', 'Night bot'],
    });
  });
});

describe('integrations page rows', () => {
  const usage = integrationUsage([toolFlow('Support bot')]);
  const planHas = (plan: string) => (f: Feature) => hasFeature(PLANS[plan]!.features, f);

  it('shows all four, not connected, warning where flows need them', () => {
    const rows = integrationRows(usage, () => true, new Set());
    expect(rows.map((r) => r.name)).toEqual(['Zendesk', 'Salesforce Service Cloud', 'Slack', 'Microsoft Teams']);
    expect(rows.every((r) => !r.connected && r.warning && !r.gated)).toBe(true);
    expect(rows[0]!.usedBy).toEqual(['Support bot']);
  });

  it('gates Zendesk and Service Cloud by plan (spec §6), never Slack or Teams', () => {
    const growth = integrationRows(usage, planHas('growth'), new Set());
    expect(growth.filter((r) => r.gated).map((r) => r.id)).toEqual(['zendesk', 'serviceCloud']);
    expect(integrationRows(usage, planHas('enterprise'), new Set()).some((r) => r.gated)).toBe(false);
    expect(integrationRows(usage, (f) => FEATURES.includes(f), new Set()).some((r) => r.gated)).toBe(false);
  });

  it('takes the connection state it is given: a connected tool has no warning', () => {
    const rows = integrationRows(usage, () => true, new Set(['slack'] as const));
    expect(rows.find((r) => r.id === 'slack')).toMatchObject({ connected: true, warning: false });
    expect(rows.find((r) => r.id === 'msteams')).toMatchObject({ connected: false, warning: true });
    const unused = integrationRows(integrationUsage([]), () => true, new Set());
    expect(unused.some((r) => r.warning)).toBe(false);
  });

  it('names the builder steps that need each tool', () => {
    expect(BOT_INTEGRATIONS.find((i) => i.id === 'zendesk')!.usedFor).toEqual(['Zendesk ticket', 'Zendesk knowledge base']);
    expect(BOT_INTEGRATIONS.find((i) => i.id === 'msteams')!.usedFor).toEqual(['Live Chat to MS Teams']);
  });
});

describe('overview and default flow', () => {
  const flows = [
    { id: 2, name: 'Pricing bot', status: 'inactive' as const, audienceId: null, priority: 9 },
    { id: 1, name: 'Agency bot', status: 'active' as const, audienceId: 7, priority: 2 },
    { id: 3, name: 'Careers', status: 'active' as const, audienceId: 8, priority: 1 },
  ];

  it('offers every flow by name, marking the inactive ones', () => {
    expect(defaultFlowChoices(flows)).toEqual([
      { id: 1, name: 'Agency bot' },
      { id: 3, name: 'Careers' },
      { id: 2, name: 'Pricing bot (inactive)' },
    ]);
  });

  it('counts active flows', () => {
    expect(flowCounts(flows)).toEqual({ active: 2, total: 3 });
    expect(BOT_UI.flowCounts(2, 3)).toBe('2 of 3 flows active');
    expect(BOT_UI.flowCounts(0, 0)).toBe('No conversation flows yet');
  });

  it('sums up the saved behaviour, naming the default flow', () => {
    expect(behaviourSummary({ defaultFlowId: 3, unexpectedReply: 'handoff', replyDelaySeconds: 2 }, flows)).toEqual([
      'Default conversation flow: Careers',
      'When a visitor types instead of choosing a button: Connect the visitor to a human',
      'Pause before each bot message (seconds): 2',
    ]);
    // A default flow deleted since reads as none.
    expect(behaviourSummary({ defaultFlowId: 99, unexpectedReply: 'repeat', replyDelaySeconds: 0 }, flows)[0]).toBe(
      `Default conversation flow: ${BOT_UI.noDefaultFlow}`,
    );
  });

  it('names the flow the runtime greets everyone with: an active flow without an audience comes before the setting', () => {
    const open = [...flows, { id: 4, name: 'Website greeting', status: 'active' as const, audienceId: null, priority: 1 }];
    expect(behaviourSummary({ defaultFlowId: null, unexpectedReply: 'repeat', replyDelaySeconds: 0 }, open)[0]).toBe(
      'Default conversation flow: Website greeting (it has no audience, so it greets every visitor)',
    );
    expect(behaviourSummary({ defaultFlowId: 3, unexpectedReply: 'repeat', replyDelaySeconds: 0 }, open)[0]).toMatch(/^Default conversation flow: Website greeting/);
    // A flow whose audience has no rules greets every visitor too (the demo's "Every visitor").
    const everyone = [...flows, { id: 5, name: 'Demo website greeting', status: 'active' as const, audienceId: 17, priority: 1 }];
    const audiences = [
      { id: 17, name: 'Every visitor', groups: [{ rules: [] }] },
      { id: 18, name: 'Enterprise', groups: [{ rules: [{ field: 'company' }] }] },
    ];
    expect(behaviourSummary({ defaultFlowId: null, unexpectedReply: 'repeat', replyDelaySeconds: 0 }, everyone, audiences)[0]).toBe(
      'Default conversation flow: Demo website greeting (its audience "Every visitor" has no rules, so it greets every visitor)',
    );
    expect(behaviourSummary({ defaultFlowId: null, unexpectedReply: 'repeat', replyDelaySeconds: 0 }, everyone.map((f) => (f.id === 5 ? { ...f, audienceId: 18 } : f)), audiences)[0]).toBe(
      `Default conversation flow: ${BOT_UI.noDefaultFlow}`,
    );
    // An inactive flow without an audience greets no one.
    expect(behaviourSummary({ defaultFlowId: null, unexpectedReply: 'repeat', replyDelaySeconds: 0 }, flows)[0]).toBe(`Default conversation flow: ${BOT_UI.noDefaultFlow}`);
  });
});
