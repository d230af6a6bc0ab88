// /bot and /bot/integrations: the bot at a glance (identity, behaviour, flows, integrations) and the integrations
// its steps need, not connected, with the plan's upgrade prompt (spec §6) or the way to connect them.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultRouting } from '../../../src/domain/flows';
import { fullPermissionTree } from '../../../src/domain/permissions';
import { PLANS, FEATURES } from '../../../src/domain/plans';
import { upgradePromptText } from '../../../src/custom/settings/upgrade';
import { BOT_UI } from '../../../src/custom/bot/labels';
import { cleanupFlows, locationText } from '../bot-builder/harness';
import { salesFlow, step } from '../bot-builder/fixtures';
import { botServer, renderBot } from './harness';

afterEach(cleanupFlows);

/** A flow whose support path creates a Zendesk ticket and hands over in Slack. */
const supportFlow = () => {
  const flow = salesFlow({ id: 2, name: 'Support bot', status: 'active' });
  flow.paths[2]!.steps = [
    step('zendeskCreateTicket', 'z1', { subject: 'Help' }),
    step('app', 'z2', { routing: { ...defaultRouting(), destination: 'slack', channelId: 'C1' } }),
  ];
  return flow;
};
const flows = [salesFlow({ id: 1, name: 'Website visitors', status: 'inactive' }), supportFlow()];

describe('bot overview', () => {
  it('shows the bot, its behaviour, its flows and its integrations, each with the page that changes it', async () => {
    botServer({ saved: { name: 'Penny', defaultFlowId: 2, unexpectedReply: 'handoff', replyDelaySeconds: 2 }, flows });
    renderBot('/bot');
    expect(await screen.findByTestId('bot-name')).toHaveTextContent('Penny');
    expect(document.title).toBe('Parley Bot');
    const behaviour = screen.getByRole('region', { name: BOT_UI.behaviour });
    // Support bot has no audience: the runtime greets everyone with it, and the overview says so.
    expect(await within(behaviour).findByText('Default conversation flow: Support bot (it has no audience, so it greets every visitor)')).toBeInTheDocument();
    expect(within(behaviour).getByText(/Connect the visitor to a human/)).toBeInTheDocument();
    const flowsRegion = screen.getByRole('region', { name: BOT_UI.flows });
    expect(within(flowsRegion).getByText('1 of 2 flows active')).toBeInTheDocument();
    expect(within(flowsRegion).getByRole('link', { name: BOT_UI.openFlows })).toHaveAttribute('href', '/conversations');
    const integrations = screen.getByRole('region', { name: BOT_UI.integrations });
    expect(within(integrations).getByText('0 of 4 connected')).toBeInTheDocument();
    expect(within(integrations).getByRole('alert')).toHaveTextContent('Zendesk: 1 conversation flow uses it');
    fireEvent.click(within(screen.getByRole('region', { name: BOT_UI.identity })).getByRole('link', { name: BOT_UI.editSettings }));
    expect(await screen.findByRole('textbox', { name: BOT_UI.name })).toHaveValue('Penny');
    expect(locationText()).toBe('/bot/settings');
  });
});

describe('bot integrations', () => {
  it('lists the four tools as not connected, with the flows that need them and the way to connect', async () => {
    botServer({ flows });
    renderBot('/bot/integrations');
    const zendesk = await screen.findByRole('region', { name: 'Zendesk' });
    expect(within(zendesk).getByText(BOT_UI.notConnected)).toBeInTheDocument();
    expect(within(zendesk).getByText('Needed by: Zendesk ticket, Zendesk knowledge base')).toBeInTheDocument();
    expect(await within(zendesk).findByText('Used by: Support bot')).toBeInTheDocument();
    expect(within(zendesk).getByRole('alert')).toHaveTextContent(BOT_UI.unconnectedUse(1));
    const teams = screen.getByRole('region', { name: 'Microsoft Teams' });
    expect(within(teams).getByText(BOT_UI.notUsed)).toBeInTheDocument();
    expect(within(teams).queryByRole('alert')).not.toBeInTheDocument();
    for (const name of ['Zendesk', 'Salesforce Service Cloud', 'Slack', 'Microsoft Teams']) {
      const region = screen.getByRole('region', { name });
      expect(within(region).getByRole('link', { name: BOT_UI.connect })).toHaveAttribute('href', '/settings/integrations');
    }
  });

  it('shows the upgrade prompt for Zendesk and Service Cloud on a plan without them', async () => {
    botServer({ flows });
    renderBot('/bot/integrations', { features: PLANS.growth!.features });
    const zendesk = await screen.findByRole('region', { name: 'Zendesk' });
    expect(within(zendesk).getByRole('note')).toHaveTextContent(upgradePromptText('zendesk'));
    expect(within(zendesk).queryByRole('link', { name: BOT_UI.connect })).not.toBeInTheDocument();
    const cloud = screen.getByRole('region', { name: 'Salesforce Service Cloud' });
    expect(within(cloud).getByRole('note')).toHaveTextContent(upgradePromptText('serviceCloud'));
    const slack = screen.getByRole('region', { name: 'Slack' });
    expect(within(slack).queryByRole('note')).not.toBeInTheDocument();
    expect(within(slack).getByRole('link', { name: BOT_UI.connect })).toBeInTheDocument();
  });

  it('offers no link to integrations settings a user may not open', async () => {
    botServer({ flows });
    const tree = fullPermissionTree();
    tree.settings!.permissions = [];
    tree.settings!.children!.integrations = { permissions: [] };
    renderBot('/bot/integrations', { features: FEATURES, permissions: tree });
    await screen.findByRole('region', { name: 'Slack' });
    expect(screen.queryByRole('link', { name: BOT_UI.connect })).not.toBeInTheDocument();
  });
});
