// Request bodies are validated with the same yup schemas the forms use; a failure throws yup's ValidationError,
// which the error handler turns into 400 { errMessage, fields }. A value of the wrong shape (an array or object
// where the schema wants a string) is refused the same way before yup's transforms see it.
import type { AnyObject, ObjectSchema, InferType } from 'yup';
import { shapeErrors } from '../../src/domain/schemas/shapeCheck';

export async function validate<S extends ObjectSchema<AnyObject>>(schema: S, input: unknown): Promise<InferType<S>> {
  const wrongShape = shapeErrors(schema, input ?? {});
  if (wrongShape) throw wrongShape;
  return schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true });
}
