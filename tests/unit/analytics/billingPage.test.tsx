// /billing: the plan, users against the plan's limit, the features of the plan, and the upgrade request of pricing.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BillingPage } from '../../../src/custom/billing';
import { callsTo, cleanupSettings, renderSettings, stubApi } from '../settings-ui/harness';

afterEach(cleanupSettings);

const usage = {
  plan: 'growth',
  planName: 'Growth',
  userLimit: 10,
  features: ['teams', 'officeHours', 'integrations', 'widgetSettings', 'clickBasedChat', 'greetingButtons'],
  usage: { users: 10, conversations: 1522, flows: 1, audiences: 0, since: 1_795_000_000 },
};

describe('BillingPage', () => {
  it('shows the plan, usage against its limits and the features it lacks', async () => {
    stubApi({ 'GET /app/billing/usage': { json: usage } });
    renderSettings(<BillingPage />, { plan: 'growth' });
    const current = await screen.findByRole('region', { name: 'Current plan' });
    expect(await within(current).findByText('Growth')).toBeInTheDocument();
    expect(within(current).getByText('10 of 10')).toBeInTheDocument();
    expect(within(current).getByText('Your plan allows 10 users: upgrade to invite more.')).toBeInTheDocument();
    expect(within(current).getByText('1,522')).toBeInTheDocument();
    const features = screen.getByRole('region', { name: 'Features' });
    expect(within(features).getByText('Office hours')).toBeInTheDocument();
    expect(within(features).getAllByText('Enterprise').length).toBe(4); // A/B testing, Zendesk, advanced routing, Service Cloud
    expect(document.title).toBe('Parley Billing');
  });

  it('sends the upgrade request of the pricing page', async () => {
    const calls = stubApi({
      'GET /app/billing/usage': { json: usage },
      'POST /app/pricing/upgrade/subscription': { json: { ok: true, title: "We've got your back!", message: 'Our team will be in touch.' } },
    });
    renderSettings(<BillingPage />, { plan: 'growth' });
    fireEvent.click(await screen.findByRole('button', { name: 'Upgrade to Enterprise' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/app/pricing/upgrade/subscription')).toHaveLength(1));
    expect(callsTo(calls, 'POST', '/app/pricing/upgrade/subscription')[0]!.query.get('upgradeTo')).toBe('enterprise');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
