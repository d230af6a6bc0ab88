// Runs a flow with the shared bot runtime (src/domain/flows/runtime.ts) in the browser: the greeting on start,
// then one advance per visitor input, with the transcript the visitor would see.
import { useCallback, useState } from 'react';
import { advance, startFlow, type Flow, type RuntimeInput, type RuntimeState } from '../../../domain/flows';
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

  /** Feeds one input; `said` is what the visitor's bubble shows (a typed text or a button's label). */
  const send = useCallback((input: RuntimeInput, said: string | null) => {
    setRun((current) => {
      const nextId = (current.entries.at(-1)?.id ?? 0) + 1;
      const visitor: Entry[] = said ? [{ id: nextId, from: 'visitor', text: said }] : [];
      const { state, outputs } = advance(current.state, input);
      return { state, entries: [...current.entries, ...visitor, ...entriesOf(outputs, nextId + visitor.length)] };
    });
  }, []);

  const restart = useCallback(
    (nextVariant: string | undefined = variantId) => {
      setVariantId(nextVariant);
      setRun(begin(flow, nextVariant));
    },
    [flow, variantId],
  );

  return { ...run, variantId, send, restart };
}
