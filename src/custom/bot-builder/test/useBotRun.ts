// Runs a flow with the shared bot runtime (src/domain/flows/runtime.ts) in the browser: the greeting on start,
// then one advance per visitor input, with the transcript the visitor would see. Helpdesk steps run for real
// against the project's Zendesk / Service Cloud (testHelpdesk.ts) before the bot's turn is shown.
import { useCallback, useRef, useState } from 'react';
import { advance, startFlow, type Flow, type RuntimeInput, type RuntimeState } from '../../../domain/flows';
import { helpdeskEffects, runTestHelpdesk, testTranscript } from './testHelpdesk';
import { entriesOf, type Entry } from './testModel';

interface Run {
  state: RuntimeState;
  entries: Entry[];
}

function begin(flow: Flow, variantId?: string): Run {
  const { state, outputs } = advance(startFlow(flow, { variantId }), { kind: 'start' });
  return { state, entries: entriesOf(outputs, 1) };
}

export function useBotRun(flow: Flow) {
  const [variantId, setVariantId] = useState<string | undefined>(flow.greeting.variants[0]?.id);
  const [run, setRun] = useState<Run>(() => begin(flow, variantId));
  const latest = useRef(run);
  latest.current = run;
  /** A helpdesk step is being run for real: the visitor waits for the bot's turn. */
  const [busy, setBusy] = useState(false);

  /** Feeds one input; `said` is what the visitor's bubble shows (a typed text or a button's label). */
  const send = useCallback((input: RuntimeInput, said: string | null) => {
    const current = latest.current;
    const nextId = (current.entries.at(-1)?.id ?? 0) + 1;
    const visitor: Entry[] = said ? [{ id: nextId, from: 'visitor', text: said }] : [];
    const { state, outputs } = advance(current.state, input);
    const effects = helpdeskEffects(outputs);
    if (effects.length === 0) {
      setRun({ state, entries: [...current.entries, ...visitor, ...entriesOf(outputs, nextId + visitor.length)] });
      return;
    }
    // The visitor's bubble shows at once; the bot's turn follows the helpdesk's answers (unless restarted meanwhile).
    const waiting: Run = { state: current.state, entries: [...current.entries, ...visitor] };
    setRun(waiting);
    setBusy(true);
    void runTestHelpdesk(effects, testTranscript(waiting.entries)).then((outcomes) => {
      setBusy(false);
      setRun((now) => (now === waiting ? { state, entries: [...waiting.entries, ...entriesOf(outputs, nextId + visitor.length, outcomes)] } : now));
    });
  }, []);

  const restart = useCallback(
    (nextVariant: string | undefined = variantId) => {
      setVariantId(nextVariant);
      setRun(begin(flow, nextVariant));
    },
    [flow, variantId],
  );

  return { ...run, variantId, send, restart, busy };
}
