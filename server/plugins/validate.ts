// Request bodies are validated with the same yup schemas the forms use; a failure throws yup's ValidationError,
// which the error handler turns into 400 { errMessage, fields }.
import type { AnyObject, ObjectSchema, InferType } from 'yup';

export async function validate<S extends ObjectSchema<AnyObject>>(schema: S, input: unknown): Promise<InferType<S>> {
  return schema.validate(input ?? {}, { abortEarly: false, stripUnknown: true });
}
