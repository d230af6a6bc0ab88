// The builder asks GET app/details/dozi/subscription (spec §7) and locks or unlocks the Intent, Scoops and
// Technologies groups by its answer (§6 pop-ups), over the templates answer's copy.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { templatesAnswer } from './templatesAnswer';
import { setUp, tearDown, type FakeBackend } from '../inbox-tools/harness';
import { renderBuilder } from './renderBuilder';

let backend: FakeBackend;
beforeEach(() => {
  backend = setUp();
});
afterEach(() => tearDown());

const answer = templatesAnswer({ hasHubspot: true });

describe('Highlights builder and the intelligence subscription', () => {
  it('uses GET app/details/dozi/subscription for the subscription groups', async () => {
    backend.on('GET', '/app/highlights/templates', { body: answer });
    backend.on('GET', '/app/details/dozi/subscription', { body: { doziSubscriptionPlan: { hasIntent: true, hasScoops: false, hasTechnology: false } } });
    renderBuilder();
    await screen.findByRole('button', { name: /^Technologies \(Locked\)/ });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Intent \(Locked\)/ })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /^Intent/ })).toBeInTheDocument();
    expect(backend.callsTo('GET', '/app/details/dozi/subscription')).toHaveLength(1);
  });
});
