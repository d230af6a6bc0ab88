// Audience names are unique within a project (issue 22: three identical audiences were made by accident, and a flow's
// audience picker could not tell them apart). Names compare as a person reads them: case and outer spaces aside.
// Shared by the server (which refuses a taken name) and the builder form (which shows the refusal on the name field).

/** Ours: the spec has no message for a taken audience name. */
export const AUDIENCE_NAME_TAKEN = 'An audience with this name already exists';

const key = (name: string) => name.trim().normalize('NFC').toLocaleLowerCase('en');

export const sameAudienceName = (a: string, b: string): boolean => key(a) === key(b);

/** True when another audience of the project (any but `ownId`, the one being edited) already has this name. */
export function audienceNameTaken(name: string, others: ReadonlyArray<{ id: number; name: string }>, ownId?: number): boolean {
  return others.some((o) => o.id !== ownId && sameAudienceName(o.name, name));
}
