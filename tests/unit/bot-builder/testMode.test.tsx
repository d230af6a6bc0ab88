// Test mode: the saved flow runs in the browser with the shared bot runtime, as a visitor would see it.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '../../../src/domain/messages';
import { textDoc } from '../../../src/domain/flows';
import { cleanupFlows, flowsServer, renderFlows } from './harness';
import { salesFlow, step } from './fixtures';

afterEach(cleanupFlows);

const chat = () => screen.getByRole('log', { name: 'Conversation' });
const say = (text: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: 'Type a message…' }), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
};

describe('test mode', () => {
  it('greets, offers the buttons, checks the input and reaches the human handoff', async () => {
    flowsServer([salesFlow()]);
    renderFlows('/conversations/1/build/test');
    await screen.findByRole('heading', { name: 'Test the conversation: Website visitors' });
    expect(within(chat()).getByText('Hi there! How can we help?')).toBeInTheDocument();
    expect(within(chat()).getByText('Welcome to Parley')).toBeInTheDocument();
    expect(within(chat()).getByText('What brings you here?')).toBeInTheDocument();

    fireEvent.click(within(chat()).getByRole('button', { name: 'Sales' }));
    expect(within(chat()).getByText('Your work email?')).toBeInTheDocument();
    // The buttons answered once: they no longer take a click.
    expect(within(chat()).getByRole('button', { name: 'Sales' })).toBeDisabled();

    say('not an email');
    expect(within(chat()).getByText(MSG.emailInvalid)).toBeInTheDocument();
    say('vera@example.com');
    expect(within(chat()).getByText('vera@example.com')).toBeInTheDocument();
    expect(within(chat()).getByText('Connecting you to sales')).toBeInTheDocument();
    expect(within(chat()).getByText('Connecting you to a human')).toBeInTheDocument();
    expect(within(chat()).getByText(/Selected teams or members · Inbox · waits 30 s/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Type a message…' })).toBeDisabled();
  });

  it('follows a path link and starts again on Restart', async () => {
    flowsServer([salesFlow()]);
    renderFlows('/conversations/1/build/test');
    fireEvent.click(await within(await screen.findByRole('log', { name: 'Conversation' })).findByRole('button', { name: 'Support' }));
    expect(within(chat()).getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', 'https://help.example.com');
    // Support goes back to the welcome path, whose buttons wait again.
    expect(within(chat()).getAllByText('What brings you here?')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Restart' }));
    expect(within(chat()).getAllByText('What brings you here?')).toHaveLength(1);
  });

  it('asks for a CSAT rating and says when the bot is done', async () => {
    const flow = salesFlow();
    flow.paths[0]!.steps = [step('feedback', 'f1', { message: textDoc('How did we do?') })];
    flowsServer([flow]);
    renderFlows('/conversations/1/build/test');
    const log = await screen.findByRole('log', { name: 'Conversation' });
    expect(within(log).getAllByRole('button').map((b) => b.textContent)).toEqual(['Disappointing', 'Bad', 'Just ok', 'Good', 'Excellent']);
    fireEvent.click(within(log).getByRole('button', { name: 'Good' }));
    expect(within(log).getByText('Rated: Good')).toBeInTheDocument();
    expect(within(log).getByText('The bot has finished')).toBeInTheDocument();
  });
});
