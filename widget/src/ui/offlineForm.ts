// The offline / holiday form: shown instead of the chat when nobody can answer now and the project asks for it.
import { TEXT } from '../strings';
import type { WidgetConfig } from '../types';
import { h } from './dom';

export interface OfflineValues {
  name: string;
  email: string;
  message: string;
}

/** The form's own check before sending (the server checks again). */
export function offlineFormError(v: OfflineValues): string | null {
  if (!v.name.trim() || !v.email.trim() || !v.message.trim()) return TEXT.offlineMissing;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim())) return TEXT.offlineBadEmail;
  return null;
}

export function offlineForm(config: WidgetConfig, submit: (v: OfflineValues) => Promise<void>): HTMLElement {
  const name = h('input', { name: 'name', autocomplete: 'name' });
  const email = h('input', { name: 'email', type: 'email', autocomplete: 'email' });
  const message = h('textarea', { name: 'message' });
  const error = h('p', { class: 'err', role: 'alert' });
  const button = h('button', { type: 'submit', class: 'send' }, TEXT.offlineSend);
  const form = h(
    'form',
    { class: 'offline', novalidate: true },
    h('h3', {}, config.holiday ? TEXT.holidayTitle(config.holiday.name) : TEXT.offlineTitle),
    h('p', {}, TEXT.offlineIntro),
    h('label', {}, TEXT.offlineName, name),
    h('label', {}, TEXT.offlineEmail, email),
    h('label', {}, TEXT.offlineMessage, message),
    error,
    button,
  );
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const values = { name: name.value, email: email.value, message: message.value };
    const problem = offlineFormError(values);
    error.textContent = problem ?? '';
    if (problem) return;
    button.disabled = true;
    submit(values).then(
      () => undefined,
      () => {
        error.textContent = TEXT.somethingWrong;
        button.disabled = false;
      },
    );
  });
  return form;
}
