import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_MSG, gotYourBackContact } from '../../../src/domain/adminMessages';
import { BillingPage, PricingPage } from '../../../src/custom/settings';
import { SETTINGS_UI } from '../../../src/custom/settings/labels';
import { UPGRADE_PROMPT_BUTTON, UpgradePrompt, PlanGate, userLimitPromptText } from '../../../src/custom/settings/upgrade';
import { callsTo, cleanupSettings, fail, renderSettings, stubApi, toasts, type Answer } from './harness';

const UI = SETTINGS_UI.pricing;
const UPGRADE = '/app/pricing/upgrade/subscription';
const upgraded: Answer = {
  json: { ok: true, title: "We've got your back!", message: 'Our team will be in touch shortly. For questions about your account, write to success@parley.test.', upgradeTo: 'enterprise' },
};
const plan = (name: string) => screen.getByRole('region', { name });

afterEach(cleanupSettings);

describe('PricingPage', () => {
  it('marks the current plan and offers an upgrade only to the plans above it', async () => {
    stubApi({});
    renderSettings(<PricingPage />, { plan: 'growth' });
    expect(await screen.findByRole('heading', { name: UI.heading })).toBeInTheDocument();
    expect(within(plan('Growth')).getByText(UI.current)).toBeInTheDocument();
    expect(within(plan('Starter')).queryByText(UI.current)).not.toBeInTheDocument();
    expect(within(plan('Starter')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(plan('Growth')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(plan('Enterprise')).getByRole('button', { name: `${UI.upgrade} to Enterprise` })).toBeInTheDocument();
    expect(within(plan('Growth')).getByText(UI.users(10))).toBeInTheDocument();
    expect(within(plan('Growth')).getByText('Office hours')).toBeInTheDocument();
    expect(document.title).toBe('Parley Pricing');
  });

  it("requests the upgrade and confirms with the \"We've got your back!\" modal naming the mailbox", async () => {
    const calls = stubApi({ [`POST ${UPGRADE}`]: upgraded });
    renderSettings(<PricingPage />, { plan: 'growth', supportEmail: 'care@parley.test' });
    fireEvent.click(await screen.findByRole('button', { name: `${UI.upgrade} to Enterprise` }));
    const dialog = await screen.findByRole('dialog', { name: ADMIN_MSG.gotYourBackTitle });
    expect(within(dialog).getByText(ADMIN_MSG.gotYourBackBody)).toBeInTheDocument();
    expect(within(dialog).getByText(gotYourBackContact('care@parley.test'))).toBeInTheDocument();
    const [call] = callsTo(calls, 'POST', UPGRADE);
    expect(call!.query.get('upgradeTo')).toBe('enterprise');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('on /billing a starter project can upgrade to every larger plan', async () => {
    stubApi({});
    renderSettings(<BillingPage />, { plan: 'starter' });
    expect(await screen.findByRole('button', { name: `${UI.upgrade} to Growth` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${UI.upgrade} to Enterprise` })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Parley Billing'));
  });
});

describe('UpgradePrompt', () => {
  it('opens the pricing popup; an upgrade there closes it and shows the confirmation', async () => {
    const calls = stubApi({ [`POST ${UPGRADE}`]: upgraded });
    renderSettings(<UpgradePrompt feature="teams" />, { plan: 'starter' });
    fireEvent.click(await screen.findByRole('button', { name: UPGRADE_PROMPT_BUTTON }));
    const pricing = await screen.findByRole('dialog', { name: UI.dialogTitle });
    fireEvent.click(within(pricing).getByRole('button', { name: `${UI.upgrade} to Growth` }));

    expect(await screen.findByRole('dialog', { name: ADMIN_MSG.gotYourBackTitle })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: UI.dialogTitle })).not.toBeInTheDocument());
    expect(callsTo(calls, 'POST', UPGRADE).map((c) => c.query.get('upgradeTo'))).toEqual(['growth']);
  });

  it('keeps the pricing popup open when the request fails', async () => {
    stubApi({ [`POST ${UPGRADE}`]: fail(500, 'Mail server unavailable') });
    renderSettings(<UpgradePrompt feature="teams" />, { plan: 'starter' });
    fireEvent.click(await screen.findByRole('button', { name: UPGRADE_PROMPT_BUTTON }));
    const pricing = await screen.findByRole('dialog', { name: UI.dialogTitle });
    const button = within(pricing).getByRole('button', { name: `${UI.upgrade} to Enterprise` });
    fireEvent.click(button);
    expect(button).toBeDisabled();
    await waitFor(() => expect(toasts()).toEqual(['error: Mail server unavailable']));
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByRole('dialog', { name: UI.dialogTitle })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: ADMIN_MSG.gotYourBackTitle })).not.toBeInTheDocument();
  });

  it("words the users limit as the plan's allowance", async () => {
    stubApi({});
    renderSettings(<UpgradePrompt message={userLimitPromptText(3)} />, { plan: 'starter' });
    expect(await screen.findByText('Your plan allows 3 users. Upgrade to add more.')).toBeInTheDocument();
  });

  it('PlanGate shows its children when the plan has the feature', async () => {
    stubApi({});
    renderSettings(
      <>
        <PlanGate feature="teams">teams editor</PlanGate>
        <PlanGate feature="zendesk">zendesk editor</PlanGate>
      </>,
      { plan: 'growth' },
    );
    expect(await screen.findByText('teams editor')).toBeInTheDocument();
    expect(screen.queryByText('zendesk editor')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: UPGRADE_PROMPT_BUTTON })).toBeInTheDocument();
  });
});
