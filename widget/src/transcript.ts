// "Email me this conversation" (issue 28): the visitor asks for the transcript of the open conversation
// (POST app/visitor/conversations/:id/transcript). When Parley knows no email of theirs, the server answers so and the
// widget asks for one, sent with the request: the server validates it with visitorTranscriptSchema (src/domain/email/
// requests.ts) and its message is shown as it is — yup stays out of the widget's first load (40 kB gzip budget).
import { h } from './ui/dom';

export const TRANSCRIPT_TEXT = {
  ask: 'Email me this conversation',
  emailLabel: 'Your email',
  send: 'Send',
} as const;

/** The server's answer for a visitor without an email (EMAIL_MSG.noEmail): the cue to ask for one. */
const NO_EMAIL = 'This visitor has no email address.';

/** The call: the server's success text, or an Error with its message. */
export async function requestTranscript(origin: string, token: string | null, conversationId: number | null, email: string | null): Promise<string> {
  if (conversationId === null || !token) throw new Error('Not found');
  const res = await fetch(`${origin}/app/visitor/conversations/${conversationId}/transcript`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(email ? { email } : {}),
    credentials: 'omit',
  });
  const data = (await res.json().catch(() => null)) as { message?: string; errMessage?: { errorMsg?: string } } | null;
  if (!res.ok) throw new Error(data?.errMessage?.errorMsg ?? res.statusText);
  return data?.message ?? '';
}

/** The link under the thread, and the email prompt it opens when needed. */
export function transcriptControl(send: (email: string | null) => Promise<string>): HTMLElement {
  const status = h('p', { role: 'status' });
  const input = h('input', { type: 'email', 'aria-label': TRANSCRIPT_TEXT.emailLabel, placeholder: TRANSCRIPT_TEXT.emailLabel, autocomplete: 'email' });
  const form = h('form', { class: 'tform', hidden: true }, input, h('button', { type: 'submit' }, TRANSCRIPT_TEXT.send));
  const ask = h('button', { type: 'button', class: 'tlink' }, TRANSCRIPT_TEXT.ask);
  const run = async (email: string | null) => {
    ask.disabled = true;
    status.textContent = '';
    try {
      status.textContent = await send(email);
      form.hidden = true;
    } catch (err) {
      const message = (err as Error).message;
      if (message === NO_EMAIL) {
        form.hidden = false;
        input.focus();
      } else status.textContent = message;
    } finally {
      ask.disabled = false;
    }
  };
  ask.addEventListener('click', () => void run(form.hidden ? null : input.value.trim() || null));
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void run(input.value.trim());
  });
  return h('div', { class: 'note transcript' }, ask, form, status);
}
