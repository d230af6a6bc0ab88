// Request bodies are validated with the same yup schemas the forms use; a failure throws yup's ValidationError,
// which the error handler turns into 400 { errMessage, fields }. A value of the wrong shape (an array or object
// where the schema wants a string) is refused the same way before yup's transforms see it.
import { ValidationError, type AnyObject, type ObjectSchema, type InferType } from 'yup';
import { shapeErrors } from '../../src/domain/schemas/shapeCheck';

const OPTIONS = { abortEarly: false, stripUnknown: true } as const;
/** Schemas with an asynchronous test (they cannot run synchronously): learnt at their first use. */
const asynchronous = new WeakSet<ObjectSchema<AnyObject>>();

/** yup's own synchronous run when the schema allows it: the same checks, transforms and messages, without a promise
 *  per field and test (issue 30: validation was ~5% of the CPU of a visitor message, most of it promise plumbing). */
export async function validate<S extends ObjectSchema<AnyObject>>(schema: S, input: unknown): Promise<InferType<S>> {
  const wrongShape = shapeErrors(schema, input ?? {});
  if (wrongShape) throw wrongShape;
  if (!asynchronous.has(schema)) {
    try {
      return schema.validateSync(input ?? {}, OPTIONS);
    } catch (err) {
      if (err instanceof ValidationError) throw err;
      // yup refuses a test that returned a promise during validateSync: this schema is validated asynchronously.
      if (!(err instanceof Error) || !/synchronous/i.test(err.message)) throw err;
      asynchronous.add(schema);
    }
  }
  return schema.validate(input ?? {}, OPTIONS);
}
