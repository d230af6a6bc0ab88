// The builder warns the admin, at the step, when a step needs an integration the project has not connected.
import { describe, expect, it } from 'vitest';
import { defaultRouting, textDoc } from '../../../src/domain/flows/steps';
import { flowNeeds, needWarning, stepNeeds } from '../../../src/domain/flows/integrationNeeds';
import { validateFlow } from '../../../src/domain/flows/validate';
import { FULL, path, step, validFlow } from './builders';

const ticket = step('zendeskCreateTicket', 'z1', { subject: 'Help', message: textDoc('Done') });
const ownerHandoff = step('app', 'a1', { message: textDoc('One moment'), routing: { ...defaultRouting(), mode: 'salesforceLeadOwner', assignment: { teams: [1], members: [] } } });
const toSlack = step('buttons', 'b1', { message: textDoc('Where to?'), options: [{ id: 'o1', label: 'Sales team', redirect: { kind: 'slack', channelId: 'C1' } }] });
const flow = validFlow({ paths: [path('p1', 'Support path', [step('text', 't1', { message: textDoc('Hi') }), ticket, ownerHandoff]), path('p2', 'Routing path', [toSlack])] });
const connectionWarnings = (connected?: Set<string>) => validateFlow(flow, { ...FULL, ...(connected ? { connected } : {}) }).warnings.filter((w) => w.message.includes('is not connected'));

describe('integration needs', () => {
  it('names what each step needs and why', () => {
    expect(stepNeeds(ticket)).toEqual([{ kind: 'zendesk', effect: 'step', field: 'type' }]);
    expect(stepNeeds(ownerHandoff)).toEqual([{ kind: 'salesforce', effect: 'routing', field: 'routing.mode' }]);
    expect(stepNeeds(toSlack)).toEqual([{ kind: 'slack', effect: 'destination', field: 'options.redirect', itemId: 'o1' }]);
    expect([...flowNeeds(flow)].sort()).toEqual(['salesforce', 'slack', 'zendesk']);
  });

  it('warns at each step whose integration is not connected, and says nothing once it is', () => {
    expect(connectionWarnings(new Set()).map((w) => w.stepId)).toEqual(['z1', 'a1', 'b1']);
    expect(connectionWarnings(new Set(['slack'])).map((w) => [w.stepId, w.message])).toEqual([
      ['z1', 'Zendesk is not connected: this step cannot run until an admin connects it in Integrations'],
      ['a1', 'Salesforce is not connected: conversations go to the fallback agents until an admin connects it in Integrations'],
    ]);
    expect(connectionWarnings(new Set(['slack', 'zendesk', 'salesforce']))).toEqual([]);
    // The server's save check knows no connections: it warns about none, and warnings never block a save.
    expect(connectionWarnings()).toEqual([]);
    expect(validateFlow(flow, { ...FULL, connected: new Set() }).errors.filter((e) => e.message.includes('is not connected'))).toEqual([]);
    expect(needWarning({ kind: 'msteams', effect: 'destination', field: 'routing.destination' })).toBe(
      'MS Teams is not connected: conversations stay in the inbox until an admin connects it in Integrations',
    );
  });
});
