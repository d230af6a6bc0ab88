// @vitest-environment jsdom
// "Email me this conversation" in the widget (issue 28): the link asks the server; when Parley knows no email of the
// visitor the server says so and the widget asks for one, sent with the request; the server's messages (its yup
// schema's, e.g. an invalid email) are shown as they are.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { within, waitFor, fireEvent } from '@testing-library/react';
import { requestTranscript, transcriptControl, TRANSCRIPT_TEXT } from '../../../widget/src/transcript';

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

function mount(send: (email: string | null) => Promise<string>) {
  const el = transcriptControl(send);
  document.body.appendChild(el);
  return within(el);
}

describe('transcript control', () => {
  it('sends at once when the visitor has an email, and shows the server text', async () => {
    const send = vi.fn(async () => 'The transcript was sent by email.');
    const ui = mount(send);
    fireEvent.click(ui.getByRole('button', { name: TRANSCRIPT_TEXT.ask }));
    expect(await ui.findByText('The transcript was sent by email.')).toBeTruthy();
    expect(send).toHaveBeenCalledWith(null);
    expect((ui.getByLabelText(TRANSCRIPT_TEXT.emailLabel).closest('form') as HTMLFormElement).hidden).toBe(true);
  });

  it('asks for an email when Parley knows none, shows the schema message, then sends with the email', async () => {
    const send = vi.fn(async (email: string | null) => {
      if (!email) throw new Error('This visitor has no email address.');
      if (!email.includes('@')) throw new Error('Please enter a valid email');
      return 'The transcript was sent by email.';
    });
    const ui = mount(send);
    fireEvent.click(ui.getByRole('button', { name: TRANSCRIPT_TEXT.ask }));
    const input = await ui.findByLabelText(TRANSCRIPT_TEXT.emailLabel);
    await waitFor(() => expect((input.closest('form') as HTMLFormElement).hidden).toBe(false));
    fireEvent.change(input, { target: { value: 'nope' } });
    fireEvent.submit(input.closest('form')!);
    expect(await ui.findByText('Please enter a valid email')).toBeTruthy();
    fireEvent.change(input, { target: { value: ' ana@visitor.test ' } });
    fireEvent.submit(input.closest('form')!);
    expect(await ui.findByText('The transcript was sent by email.')).toBeTruthy();
    expect(send.mock.calls.map((c) => c[0])).toEqual([null, 'nope', 'ana@visitor.test']);
  });

  it('posts to the visitor route with the token, and reads the spec error shape', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ errMessage: { errorMsg: 'Please enter a valid email' } }), { status: 400 }));
    vi.stubGlobal('fetch', fetch);
    await expect(requestTranscript('https://chat.parley.test', 'tok', 7, 'x')).rejects.toThrow('Please enter a valid email');
    expect(fetch).toHaveBeenCalledWith('https://chat.parley.test/app/visitor/conversations/7/transcript', expect.objectContaining({ method: 'POST', body: '{"email":"x"}', headers: expect.objectContaining({ authorization: 'Bearer tok' }) }));
  });
});
