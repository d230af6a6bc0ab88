/** Calls each listener of the hub with a failing one (thrown or rejected) reported, never stopping the others. */
export function notifyEach<H>(handlers: Iterable<H>, call: (handler: H) => unknown, onError: (error: unknown) => void): void {
  for (const handler of handlers) {
    try {
      const result = call(handler);
      if (result instanceof Promise) result.catch(onError);
    } catch (error) {
      onError(error);
    }
  }
}

/** Adds a listener; returns the function that removes it. */
export function listen<H>(handlers: Set<H>, handler: H): () => void {
  handlers.add(handler);
  return () => void handlers.delete(handler);
}
