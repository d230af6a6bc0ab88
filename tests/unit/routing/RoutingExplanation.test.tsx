// The routing explanation in the visitor panel: shown when the conversation was routed, absent otherwise.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RoutingExplanation } from '../../../src/custom/inbox/visitor/RoutingExplanation';

describe('RoutingExplanation', () => {
  it('shows why the conversation went to whom', () => {
    render(<RoutingExplanation explanation="assigned to Ann: round robin among 3 available agents; Bob offline" />);
    expect(screen.getByLabelText('Routing')).toHaveTextContent('Routing: assigned to Ann: round robin among 3 available agents; Bob offline');
  });

  it('renders nothing for a conversation that was never routed', () => {
    const { container } = render(<RoutingExplanation explanation={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
