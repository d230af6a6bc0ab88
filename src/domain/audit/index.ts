// The audit log of admin actions (issue 16): vocabulary, summaries of what changed, the list's filter.
export * from './actions';
export * from './summary';
export * from './query';
