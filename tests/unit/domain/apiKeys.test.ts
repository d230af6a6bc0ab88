// Issue 29's pure rules: yup -> JSON Schema for the OpenAPI document, the permissions a key's scopes carry, the
// scope check of a public route, and paging by id.
import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { toJsonSchema, toParameters } from '../../../src/domain/apiKeys/jsonSchema';
import { hasScopes, permissionsOfScopes } from '../../../src/domain/apiKeys/scopes';
import { pageById } from '../../../src/domain/apiKeys/publicApi';
import { canAccessPath } from '../../../src/domain/permissions';

describe('yup to JSON Schema', () => {
  it('converts the kinds of field our schemas use', () => {
    const schema = yup.object({
      name: yup.string().trim().required().max(40),
      code: yup.string().matches(/^\d+_\d+$/).optional(),
      count: yup.number().integer().min(1).max(100).default(30),
      ratio: yup.number().optional(),
      on: yup.boolean().nullable(),
      kind: yup.mixed().oneOf(['a', 'b']).required(),
      ids: yup.array(yup.number().integer().required()).min(1).required(),
      span: yup.number().nullable().oneOf([null, 1, 7]),
      note: yup.string().optional().meta({ description: 'A note', example: 'hi' }),
    });
    expect(toJsonSchema(schema)).toEqual({
      type: 'object',
      additionalProperties: false,
      required: ['name', 'kind', 'ids'],
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 40 },
        code: { type: 'string', pattern: '^\\d+_\\d+$' },
        count: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
        ratio: { type: 'number' },
        on: { type: ['boolean', 'null'] },
        kind: { enum: ['a', 'b'], type: 'string' },
        ids: { type: 'array', minItems: 1, items: { type: 'integer' } },
        span: { type: ['number', 'null'], enum: [null, 1, 7] },
        note: { type: 'string', description: 'A note', examples: ['hi'] },
      },
    });
  });

  it('gives one parameter per field, path parameters always required', () => {
    const params = toParameters(yup.object({ id: yup.number().integer().required(), q: yup.string().optional() }), 'query');
    expect(params).toEqual([
      { name: 'id', in: 'query', required: true, schema: { type: 'integer' } },
      { name: 'q', in: 'query', required: false, schema: { type: 'string' } },
    ]);
    expect(toParameters(yup.object({ q: yup.string().optional() }), 'path')[0]!.required).toBe(true);
  });
});

describe('scopes', () => {
  it('carry only their permissions into the services', () => {
    const read = permissionsOfScopes(['conversations:read']);
    expect(canAccessPath(read, 'inbox', 'read')).toBe(true);
    expect(canAccessPath(read, 'inbox', 'write')).toBe(false);
    expect(canAccessPath(read, 'analytics')).toBe(false);
    expect(canAccessPath(read, 'settings')).toBe(false);
    expect(canAccessPath(permissionsOfScopes(['analytics:read']), 'inbox')).toBe(false);
  });

  it('a route needs every scope it declares', () => {
    expect(hasScopes(['tags:read', 'canned:read'], ['tags:read'])).toBe(true);
    expect(hasScopes(['tags:read'], ['tags:read', 'canned:read'])).toBe(false);
    expect(hasScopes([], [])).toBe(true);
  });
});

describe('paging by id', () => {
  const items = [5, 4, 3, 2, 1].map((id) => ({ id }));
  it('pages newest first and ends with a null cursor', () => {
    expect(pageById(items, undefined, 2)).toEqual({ data: [{ id: 5 }, { id: 4 }], nextCursor: 4 });
    expect(pageById(items, 4, 2)).toEqual({ data: [{ id: 3 }, { id: 2 }], nextCursor: 2 });
    expect(pageById(items, 2, 2)).toEqual({ data: [{ id: 1 }], nextCursor: null });
    expect(pageById(items, undefined, 5)).toEqual({ data: items, nextCursor: null });
  });
});
