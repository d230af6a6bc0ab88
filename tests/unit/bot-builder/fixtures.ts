// Flows for the builder tests, made with the flow tests' builders (the domain's own step defaults) so they follow the model.
import { defaultRouting, textDoc, type Flow } from '../../../src/domain/flows';
import { path, step, welcomePath } from '../flows/builders';
import type { FlowRow } from './harness';

export { step };

/**
 * Welcome path: a text, then buttons to Sales (p2) or Support (p3). Sales asks for an email and hands over to a
 * human; Support shows a link and goes back to the welcome path. Valid under every rule.
 */
export function salesFlow(overrides: Partial<Flow> = {}): FlowRow {
  return {
    id: 1,
    updatedAt: 1_700_000_000,
    name: 'Website visitors',
    status: 'inactive',
    audienceId: null,
    priority: 0,
    version: 3,
    greeting: { variants: [{ id: 'v1', value: textDoc('Hi there! How can we help?'), gifs: [] }], buttons: [] },
    topics: [],
    paths: [
      welcomePath(),
      path('p2', 'Sales path', [
        step('input', 's3', { message: textDoc('Your work email?'), field: 'email', validation: 'email' }),
        step('app', 's4', {
          message: textDoc('Connecting you to sales'),
          routing: { ...defaultRouting(), mode: 'individuals', assignment: { teams: [1], members: [10] } },
          waitSeconds: 30,
          offlineMessage: textDoc('We are away; we will email you'),
        }),
      ]),
      path('p3', 'Support path', [
        step('link', 's5', { url: 'https://help.example.com', title: 'Help centre', subtitle: 'Guides and answers' }),
        step('nextState', 's6', { pathId: 'p1' }),
      ]),
    ],
    ...overrides,
  };
}
