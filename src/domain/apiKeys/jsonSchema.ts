// yup -> JSON Schema (draft 2020-12, what OpenAPI 3.1 uses) from yup's own describe(): the OpenAPI document of the
// public API is generated from the very schemas the server validates with, so the two cannot drift. Covers what our
// schemas use: object, string (min/max/matches/email/url), number (integer/min/max), boolean, array (min/max, items),
// mixed with oneOf, nullable, defaults, required fields.
import type { AnySchema, SchemaDescription } from 'yup';

export type JsonSchema = { [key: string]: unknown };

type Described = SchemaDescription & {
  fields?: Record<string, Described>;
  innerType?: Described;
  default?: unknown;
  meta?: { example?: unknown; description?: string };
};

const param = (d: Described, test: string, key: string): unknown => d.tests.find((t) => t.name === test)?.params?.[key];

function convert(d: Described): JsonSchema {
  const out: JsonSchema = {};
  const types: string[] = [];
  switch (d.type) {
    case 'object': {
      types.push('object');
      const props: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [name, field] of Object.entries(d.fields ?? {})) {
        props[name] = convert(field);
        if (!field.optional && !field.nullable) required.push(name);
      }
      out.properties = props;
      if (required.length) out.required = required;
      out.additionalProperties = false;
      break;
    }
    case 'string':
      types.push('string');
      for (const [test, key, to] of [['min', 'min', 'minLength'], ['max', 'max', 'maxLength'], ['length', 'length', 'minLength']] as const) {
        const v = param(d, test, key);
        if (typeof v === 'number') out[to] = v;
      }
      if (d.tests.some((t) => t.name === 'required')) out.minLength = Math.max(1, Number(out.minLength ?? 0));
      if (param(d, 'matches', 'regex') instanceof RegExp) out.pattern = (param(d, 'matches', 'regex') as RegExp).source;
      if (d.tests.some((t) => t.name === 'email')) out.format = 'email';
      if (d.tests.some((t) => t.name === 'url')) out.format = 'uri';
      break;
    case 'number':
      types.push(d.tests.some((t) => t.name === 'integer') ? 'integer' : 'number');
      if (typeof param(d, 'min', 'min') === 'number') out.minimum = param(d, 'min', 'min');
      if (typeof param(d, 'max', 'max') === 'number') out.maximum = param(d, 'max', 'max');
      break;
    case 'boolean':
      types.push('boolean');
      break;
    case 'array':
      types.push('array');
      if (d.innerType) out.items = convert(d.innerType);
      if (typeof param(d, 'min', 'min') === 'number') out.minItems = param(d, 'min', 'min');
      if (typeof param(d, 'max', 'max') === 'number') out.maxItems = param(d, 'max', 'max');
      break;
    default:
      break;
  }
  const choices = d.oneOf.filter((v) => v !== undefined);
  if (choices.length) {
    out.enum = choices;
    if (!types.length) {
      const kinds = [...new Set(choices.filter((v) => v !== null).map((v) => (typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'boolean' : 'string')))];
      types.push(...kinds);
    }
  }
  if (d.nullable) {
    types.push('null');
    if (out.enum && !(out.enum as unknown[]).includes(null)) out.enum = [...(out.enum as unknown[]), null];
  }
  if (types.length === 1) out.type = types[0];
  else if (types.length > 1) out.type = types;
  if (d.default !== undefined && typeof d.default !== 'function' && d.type !== 'object') out.default = d.default;
  if (d.meta?.description) out.description = d.meta.description;
  if (d.meta?.example !== undefined) out.examples = [d.meta.example];
  return out;
}

/** The JSON Schema of a yup schema. */
export function toJsonSchema(schema: AnySchema): JsonSchema {
  return convert(schema.describe() as Described);
}

/** OpenAPI query/path parameters of an object schema, one per field. */
export function toParameters(schema: AnySchema, where: 'query' | 'path'): JsonSchema[] {
  const object = toJsonSchema(schema);
  const required = new Set((object.required as string[] | undefined) ?? []);
  return Object.entries((object.properties as Record<string, JsonSchema>) ?? {}).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: s,
  }));
}
