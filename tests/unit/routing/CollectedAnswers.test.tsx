// "Collected by the bot" in the visitor panel: the answers of the bot's input steps, by chat field name.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { CollectedAnswers } from '../../../src/custom/inbox/visitor/CollectedAnswers';

describe('CollectedAnswers', () => {
  it('lists each field name with the answer', () => {
    render(
      <CollectedAnswers
        answers={[
          { key: 'email', name: 'Email', value: 'buyer@acme.example' },
          { key: 'budget', name: 'Budget (USD)', value: '5000' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Collected by the bot' })).toBeInTheDocument();
    const list = screen.getAllByRole('term')[0]!.closest('dl')!;
    expect([...within(list).getAllByRole('term')].map((t) => t.textContent)).toEqual(['Email', 'Budget (USD)']);
    expect([...within(list).getAllByRole('definition')].map((d) => d.textContent)).toEqual(['buyer@acme.example', '5000']);
  });

  it('renders nothing when the bot collected nothing', () => {
    expect(render(<CollectedAnswers answers={[]} />).container).toBeEmptyDOMElement();
    expect(render(<CollectedAnswers answers={undefined} />).container).toBeEmptyDOMElement();
  });
});
