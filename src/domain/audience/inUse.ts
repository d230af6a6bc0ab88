// An audience that a conversation flow targets cannot be deleted: the flow would silently stop greeting anyone
// (a flow whose audience is gone greets no one). The refusal names the flows so the admin knows where to look.
export function audienceInUseMessage(flowNames: readonly string[]): string | null {
  if (flowNames.length === 0) return null;
  const quoted = flowNames.map((n) => `"${n}"`);
  const list = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
  const flows = quoted.length === 1 ? 'conversation flow' : 'conversation flows';
  return `This audience is used by the ${flows} ${list}. Choose another audience for ${quoted.length === 1 ? 'it' : 'them'} before deleting this one.`;
}
