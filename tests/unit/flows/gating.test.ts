// Plan-gated parts of a flow (spec §6 upgrade prompts) against the plans' feature keys.
import { ADVANCED_ROUTING_MODES, greetingFeatures, STEP_TYPE_FEATURES, stepFeatures } from '../../../src/domain/flows/features';
import { defaultRouting, textDoc } from '../../../src/domain/flows/steps';
import { ROUTING_MODES, type Routing } from '../../../src/domain/flows/types';
import { validateFlow } from '../../../src/domain/flows/validate';
import { FEATURES, PLANS } from '../../../src/domain/plans';
import { FULL, path, step, validFlow } from './builders';

const without = (...missing: string[]) => ({ ...FULL, features: FULL.features.filter((f) => !missing.includes(f)) });
const upgrades = (flow: ReturnType<typeof validFlow>, ctx = FULL) =>
  validateFlow(flow, ctx).errors.filter((e) => e.feature).map((e) => [e.feature, e.message, e.stepId ?? e.field]);

const human = (routing: Partial<Routing>) => step('app', 'h', { routing: { ...defaultRouting(), ...routing }, offlineMessage: textDoc('Away') });
const oneStepFlow = (s: ReturnType<typeof step>) => validFlow({ paths: [path('p1', 'Only path', [s])] });

describe('gated feature keys', () => {
  it('are all plan features', () => {
    const gated = [...Object.values(STEP_TYPE_FEATURES), 'advancedRouting', 'abTesting', 'greetingButtons'];
    for (const f of gated) expect(FEATURES).toContain(f);
  });

  it('leave everyone, round robin and individuals out of advanced routing; HubSpot has no lead owner', () => {
    expect(ADVANCED_ROUTING_MODES).not.toContain('everyone');
    expect(ADVANCED_ROUTING_MODES).not.toContain('everyoneInRoundrobin');
    expect(ADVANCED_ROUTING_MODES).not.toContain('individuals');
    expect(ADVANCED_ROUTING_MODES).toContain('ringLeadRouting');
    expect(ADVANCED_ROUTING_MODES).toContain('customRoutingRules');
    expect(ROUTING_MODES).not.toContain('hubspotLeadOwner');
    expect(ROUTING_MODES.filter((m) => m.endsWith('Owner'))).toHaveLength(11);
  });
});

const ZENDESK = 'Upgrade your plan to use Zendesk';
const SERVICE_CLOUD = 'Upgrade your plan to use Salesforce service cloud';

describe('gated steps', () => {
  it.each([
    ['zendeskCreateTicket', 'zendesk', ZENDESK, step('zendeskCreateTicket', 'k', { subject: 'Help' })],
    ['zendeskSearchKnowledgeBase', 'zendesk', ZENDESK, step('zendeskSearchKnowledgeBase', 'k', { message: textDoc('Search?') })],
    ['serviceCloudCreateTicket', 'serviceCloud', SERVICE_CLOUD, step('serviceCloudCreateTicket', 'k', { subject: 'Help' })],
    ['serviceCloudKnowledgeBase', 'serviceCloud', SERVICE_CLOUD, step('serviceCloudKnowledgeBase', 'k', { message: textDoc('Search?') })],
  ] as const)('%s needs %s', (_type, feature, message, gated) => {
    const flow = oneStepFlow(gated);
    expect(upgrades(flow, without(feature))).toEqual([[feature, message, 'k']]);
    expect(upgrades(flow)).toEqual([]);
  });

  it('advanced routing modes need advancedRouting; basic ones do not', () => {
    for (const mode of ROUTING_MODES) {
      const routing: Partial<Routing> =
        mode === 'customRoutingRules'
          ? { mode, customRules: [{ id: 'r', field: 'country', value: 'FR', assignment: { teams: [1], members: [] } }] }
          : { mode, assignment: { teams: [1], members: [] } };
      const found = upgrades(oneStepFlow(human(routing)), without('advancedRouting'));
      expect(found).toEqual(ADVANCED_ROUTING_MODES.includes(mode) ? [['advancedRouting', 'Upgrade your plan to use advanced routing', 'h']] : []);
    }
  });

  it('advanced routing inside a button redirect needs it too', () => {
    const buttons = step('buttons', 'b', {
      message: textDoc('Pick'),
      options: [{ id: 'o', label: 'Owner', redirect: { kind: 'app', routing: { ...defaultRouting(), mode: 'hubspotContactOwner' } } }],
    });
    expect(stepFeatures(buttons)).toEqual(['advancedRouting']);
    expect(upgrades(oneStepFlow(buttons), without('advancedRouting'))).toEqual([['advancedRouting', 'Upgrade your plan to use advanced routing', 'b']]);
  });
});

describe('gated greeting', () => {
  const greeting = (variants: number, buttons: number) => ({
    variants: Array.from({ length: variants }, (_, i) => ({ id: `v${i}`, value: textDoc(`Hello ${i}`), gifs: [] })),
    buttons: Array.from({ length: buttons }, (_, i) => ({ id: `g${i}`, label: `Go ${i}`, redirect: { kind: 'nextState' as const, pathId: 'p2' } })),
  });

  it('several variants are an A/B test', () => {
    const flow = validFlow({ greeting: greeting(2, 0) });
    expect(greetingFeatures(flow)).toEqual(['abTesting']);
    expect(upgrades(flow, without('abTesting'))).toEqual([['abTesting', 'Upgrade your plan to use A/B testing', 'greeting.variants']]);
    expect(upgrades(validFlow({ greeting: greeting(1, 0) }), without('abTesting'))).toEqual([]);
  });

  it('buttons in the greeting message need their feature', () => {
    const flow = validFlow({ greeting: greeting(1, 2) });
    expect(upgrades(flow, without('greetingButtons'))).toEqual([
      ['greetingButtons', 'Upgrade your plan to use buttons in the greeting message', 'greeting.buttons'],
    ]);
  });

  it('the Starter plan may not A/B test; the Enterprise plan may do everything', () => {
    const flow = validFlow({ greeting: greeting(2, 1) });
    const starter = { ...FULL, features: [...PLANS.starter!.features] };
    expect(upgrades(flow, starter).map((u) => u[0])).toEqual(['abTesting', 'greetingButtons']);
    expect(upgrades(flow, { ...FULL, features: [...PLANS.enterprise!.features] })).toEqual([]);
  });
});
