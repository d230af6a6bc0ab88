// flowSchema: the yup face of validateFlow for forms; each problem lands at a dotted form path.
import * as yup from 'yup';
import { errorPath, flowSchema } from '../../../src/domain/flows/schema';
import { FULL, validFlow } from './builders';

describe('flowSchema', () => {
  it('passes a valid flow through unchanged', async () => {
    const flow = validFlow();
    await expect(flowSchema(FULL).validate(flow)).resolves.toEqual(flow);
  });

  const broken = () => {
    const flow = validFlow({ name: '' });
    flow.paths[1] = { ...flow.paths[1]!, name: 'abc' };
    return flow;
  };
  const failure = (abortEarly: boolean) =>
    flowSchema(FULL)
      .validate(broken(), { abortEarly })
      .then(
        () => null,
        (e: unknown) => e as yup.ValidationError,
      );

  it.each([true, false])('fails with one inner error per problem at its place (abortEarly %s)', async (abortEarly) => {
    const error = await failure(abortEarly);
    expect(error).toBeInstanceOf(yup.ValidationError);
    expect(error!.inner.map((e) => [e.path, e.message])).toEqual([
      ['name', 'Name should contain a minimum of 2 characters'],
      ['paths.p2.name', 'Path name must be at least 4 characters'],
    ]);
  });

  it('carries the save toast as its message (yup renames it when it collects every error)', async () => {
    expect((await failure(true))!.message).toBe('Please fix all the errors, to save the conversation flow');
  });

  it('refuses a missing flow', async () => {
    await expect(flowSchema(FULL).validate(undefined)).rejects.toThrow('Please fix all the errors, to save the conversation flow');
  });
});

describe('errorPath', () => {
  it('names the flow, path, step and item', () => {
    expect(errorPath({ severity: 'error', message: 'm', field: 'topics' })).toBe('topics');
    expect(errorPath({ severity: 'error', message: 'm', field: 'steps', pathId: 'p1' })).toBe('paths.p1.steps');
    expect(errorPath({ severity: 'error', message: 'm', field: 'options.label', pathId: 'p1', stepId: 's2', itemId: 'o1' })).toBe(
      'paths.p1.steps.s2.options.label.o1',
    );
    expect(errorPath({ severity: 'error', message: 'm', field: 'greeting.variants', itemId: 'v2' })).toBe('greeting.variants.v2');
  });
});
