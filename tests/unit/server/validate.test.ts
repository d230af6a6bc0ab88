// server/lib/validate.ts runs yup synchronously when a schema allows it (issue 30): the same values, transforms and
// errors as yup's asynchronous validate, and a schema with an asynchronous test is still validated (asynchronously).
import * as yup from 'yup';
import { validate } from '../../../server/lib/validate';
import { visitorMessageSchema } from '../../../src/domain/schemas/visitor';

const OPTIONS = { abortEarly: false, stripUnknown: true } as const;
const errorsOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return null;
  } catch (err) {
    return { name: (err as Error).name, errors: (err as yup.ValidationError).errors, paths: (err as yup.ValidationError).inner.map((e) => e.path) };
  }
};

describe('validate', () => {
  it('gives what yup gives: trimmed values, defaults, unknown keys stripped', async () => {
    const input = { text: '  hi  ', clientId: ' c1 ', extra: 1 };
    expect(await validate(visitorMessageSchema, input)).toEqual(await visitorMessageSchema.validate(input, OPTIONS));
    expect(await validate(visitorMessageSchema, input)).toEqual({ text: 'hi', clientId: 'c1', optionId: null });
  });

  it('refuses what yup refuses, with the same messages and paths', async () => {
    for (const input of [{ text: '' }, { text: 'x'.repeat(10_001) }, { text: 'ok', clientId: 'y'.repeat(65) }]) {
      const ours = await errorsOf(validate(visitorMessageSchema, input));
      expect(ours).not.toBeNull();
      expect(ours).toEqual(await errorsOf(visitorMessageSchema.validate(input, OPTIONS)));
    }
  });

  it('a schema with an asynchronous test is validated asynchronously, every time', async () => {
    let calls = 0;
    const schema = yup.object({
      name: yup.string().required().test('free', 'That name is taken', async (v) => {
        calls++;
        await new Promise((r) => setTimeout(r, 1));
        return v !== 'taken';
      }),
    });
    expect(await validate(schema, { name: 'free' })).toEqual({ name: 'free' });
    expect((await errorsOf(validate(schema, { name: 'taken' })))?.errors).toEqual(['That name is taken']);
    expect(await validate(schema, { name: 'again' })).toEqual({ name: 'again' });
    expect(calls).toBe(4); // the first call tried it synchronously once; later calls go straight to the async path
  });
});
