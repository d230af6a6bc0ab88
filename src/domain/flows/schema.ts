// A yup face on validateFlow for forms that resolve through yup (react-admin's resolver): one ValidationError
// whose inner errors carry each problem at a dotted path. The rules themselves live in validate.ts only.
import * as yup from 'yup';
import type { Flow } from './types';
import { saveError, validateFlow, type FlowError, type FlowValidationContext } from './validate';

/** Where a problem sits as a form path: paths.<pathId>.steps.<stepId>.<field>[.<itemId>]. */
export function errorPath(e: FlowError): string {
  const base = e.pathId ? `paths.${e.pathId}${e.stepId ? `.steps.${e.stepId}` : ''}.${e.field}` : e.field;
  return e.itemId ? `${base}.${e.itemId}` : base;
}

export const flowSchema = (ctx: FlowValidationContext) =>
  yup.mixed<Flow>().test('flow', function check(value) {
    if (!value) return this.createError({ message: saveError({ valid: false, errors: [], warnings: [] })! });
    const result = validateFlow(value, ctx);
    if (result.valid) return true;
    const inner = result.errors.map((e) => new yup.ValidationError(e.message, value, errorPath(e)));
    const error = new yup.ValidationError(inner, value, this.path);
    error.message = saveError(result)!;
    return error;
  });
