// Wire bodies are untyped: a string field may arrive as an array or an object, which yup's string transforms
// (trim, lowercase) cannot take (they throw a TypeError, a 500). Before validating, the body's shape is checked
// against the schema's description, so such a value is refused like any invalid one, with the spec's text.
import * as yup from 'yup';
import type { SchemaDescription, SchemaFieldDescription, SchemaInnerTypeDescription, SchemaObjectDescription } from 'yup';

/** Spec §5 (plain text): 'Please enter valid value'. */
export const WRONG_TYPE_MESSAGE = 'Please enter valid value';

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function walk(desc: SchemaFieldDescription, value: unknown, path: string, out: yup.ValidationError[]): void {
  if (value === undefined || value === null) return;
  const type = (desc as SchemaDescription).type;
  if (type === 'string' && typeof value === 'object') {
    out.push(new yup.ValidationError(WRONG_TYPE_MESSAGE, value, path));
    return;
  }
  if (type === 'object' && isPlainObject(value)) {
    const fields = (desc as SchemaObjectDescription).fields ?? {};
    for (const [key, child] of Object.entries(fields)) walk(child, value[key], path ? `${path}.${key}` : key, out);
    return;
  }
  if (type === 'array' && Array.isArray(value)) {
    const inner = (desc as SchemaInnerTypeDescription).innerType;
    if (inner && !Array.isArray(inner)) value.forEach((v, i) => walk(inner, v, `${path}[${i}]`, out));
  }
}

/** A schema's description, built once: describe() clones the schema tree, and a server checks every request body
 *  against the same few schemas (issue 30: per-request work done once). Schemas are immutable, so it never changes. */
const descriptions = new WeakMap<yup.Schema, SchemaDescription>();
function described(schema: yup.Schema): SchemaDescription {
  let d = descriptions.get(schema);
  if (!d) descriptions.set(schema, (d = schema.describe()));
  return d;
}

/** The wrong-shaped values of `input` for `schema`, as one ValidationError (null when the shape fits). */
export function shapeErrors(schema: yup.Schema, input: unknown): yup.ValidationError | null {
  const out: yup.ValidationError[] = [];
  walk(described(schema), input, '', out);
  return out.length ? new yup.ValidationError(out) : null;
}
