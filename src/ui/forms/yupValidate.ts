// Bridges the shared yup schemas (src/domain/schemas) to react-admin's <Form validate>: the form shows the same
// messages the server answers with, because both run the same schema.
import type { AnyObjectSchema, ValidationError } from 'yup';
import { fieldErrors } from '../../domain/schemas/auth';

export type FormErrors = Record<string, string>;

/** A `<Form validate>` function: `{}` when valid, else `{ field: first message }` for every failing field. */
export function yupValidate(schema: AnyObjectSchema): (values: Record<string, unknown>) => FormErrors {
  return (values) => {
    try {
      schema.validateSync(values, { abortEarly: false });
      return {};
    } catch (err) {
      if (isValidationError(err)) return fieldErrors(err);
      throw err;
    }
  };
}

function isValidationError(err: unknown): err is ValidationError {
  return err instanceof Error && err.name === 'ValidationError';
}
