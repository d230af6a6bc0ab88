// Step catalogue: the palette's labels, the defaults of a new step, and which steps end a path.
import type { Assignment, Redirect, RichDoc, Routing, Step, StepOf, StepType } from './types';

/** Palette labels. 'Live Chat', 'Go to path' and 'Buttons' are the spec's names in the one-per-path rule. */
export const STEP_LABELS: Record<StepType, string> = {
  text: 'Text',
  buttons: 'Buttons',
  input: 'Input',
  plainInput: 'Question',
  link: 'Link',
  app: 'Live Chat',
  notification: 'Alert',
  zendeskCreateTicket: 'Zendesk ticket',
  zendeskSearchKnowledgeBase: 'Zendesk knowledge base',
  serviceCloudCreateTicket: 'Service Cloud case',
  serviceCloudKnowledgeBase: 'Service Cloud knowledge base',
  nextStateFromResponse: 'Branch on response',
  nextState: 'Go to path',
  feedback: 'CSAT feedback',
  calendar: 'Calendar',
};

/** Steps that hand the path over (to a human, another path or the visitor's choice): at most one per path. */
export const PATH_ENDING_TYPES: readonly StepType[] = ['app', 'nextState', 'buttons'];

export const emptyDoc = (): RichDoc => ({ type: 'doc', content: [] });

/** A rich-text document from plain text: one paragraph per line. */
export function textDoc(text: string): RichDoc {
  if (text === '') return emptyDoc();
  const paragraph = (line: string) =>
    line === '' ? { type: 'paragraph' } : { type: 'paragraph', content: [{ type: 'text', text: line }] };
  return { type: 'doc', content: text.split('\n').map(paragraph) };
}

export const emptyAssignment = (): Assignment => ({ teams: [], members: [] });
export const defaultRouting = (): Routing => ({ mode: 'everyone', destination: 'inbox', assignment: emptyAssignment() });
export const continueRedirect = (): Redirect => ({ kind: 'fromResponse' });

/** A new step of a type with empty fields (validation says what is still missing). */
export function newStep<T extends StepType>(type: T, id: string): StepOf<T> {
  const step = ((): Step => {
    switch (type as StepType) {
      case 'text':
        return { id, type: 'text', message: emptyDoc(), gifs: [] };
      case 'buttons':
        return { id, type: 'buttons', message: emptyDoc(), options: [] };
      case 'input':
        return { id, type: 'input', message: emptyDoc(), field: '', validation: 'text', redirect: continueRedirect() };
      case 'plainInput':
        return { id, type: 'plainInput', message: emptyDoc() };
      case 'link':
        return { id, type: 'link', url: '', title: '', subtitle: '' };
      case 'app':
        return { id, type: 'app', message: emptyDoc(), routing: defaultRouting(), waitSeconds: 60, offlineMessage: emptyDoc() };
      case 'notification':
        return { id, type: 'notification', recipients: emptyAssignment(), note: '' };
      case 'zendeskCreateTicket':
        return { id, type: 'zendeskCreateTicket', subject: '', message: emptyDoc() };
      case 'serviceCloudCreateTicket':
        return { id, type: 'serviceCloudCreateTicket', subject: '', message: emptyDoc() };
      case 'zendeskSearchKnowledgeBase':
        return { id, type: 'zendeskSearchKnowledgeBase', message: emptyDoc() };
      case 'serviceCloudKnowledgeBase':
        return { id, type: 'serviceCloudKnowledgeBase', message: emptyDoc() };
      case 'nextStateFromResponse':
        return { id, type: 'nextStateFromResponse', rules: [], fallback: continueRedirect() };
      case 'nextState':
        return { id, type: 'nextState', pathId: '' };
      case 'feedback':
        return { id, type: 'feedback', message: textDoc('How would you rate this conversation?') };
      case 'calendar':
        return { id, type: 'calendar', message: emptyDoc(), url: '' };
    }
  })();
  return step as StepOf<T>;
}

/** Whether a redirect carries on in the same path (an alert is sent on the way). */
export const redirectContinues = (r: Redirect) => r.kind === 'fromResponse' || r.kind === 'alerts';

/** Whether the step after this one can be reached from it. */
export function stepContinues(step: Step): boolean {
  switch (step.type) {
    case 'app':
    case 'nextState':
      return false;
    case 'buttons':
      return step.options.some((o) => redirectContinues(o.redirect));
    case 'input':
      return redirectContinues(step.redirect);
    case 'nextStateFromResponse':
      return redirectContinues(step.fallback) || step.rules.some((r) => redirectContinues(r.redirect));
    default:
      return true;
  }
}
