import { HttpError } from 'react-admin';
import { MSG } from '../../../src/domain/messages';
import { errorBody } from '../../../src/domain/errors';
import { loginSchema, passwordChangeSchema, registerSchema } from '../../../src/domain/schemas/auth';
import { yupValidate } from '../../../src/ui/forms/yupValidate';
import { errorMessageOf, serverFieldErrors } from '../../../src/ui/forms/serverErrors';

describe('yupValidate', () => {
  it('answers {} for valid values', () => {
    expect(yupValidate(loginSchema)({ email: 'ann@acme.com', password: 'x' })).toEqual({});
  });

  it('reports every failing field at once, with the schema messages (react-admin empties inputs to null)', () => {
    expect(yupValidate(registerSchema)({ name: null, company: 'A', email: 'nope', password: 'short' })).toEqual({
      name: MSG.nameMin,
      company: MSG.companyLength,
      email: MSG.emailInvalid,
      password: MSG.passwordMin,
    });
  });

  it('checks cross-field rules (same and differing passwords)', () => {
    const validate = yupValidate(passwordChangeSchema);
    const base = { email: 'ann@acme.com', currentPassword: 'old-password' };
    expect(validate({ ...base, password: 'old-password', confirmPassword: 'old-password' })).toEqual({
      password: MSG.passwordSame,
    });
    expect(validate({ ...base, password: 'new-password', confirmPassword: 'other-one' })).toEqual({
      confirmPassword: MSG.passwordsDiffer,
    });
  });
});

describe('server errors', () => {
  const apiError = (body: unknown) => new HttpError('Bad Request', 400, body);

  it('serverFieldErrors reads body.fields and ignores non-string values', () => {
    const err = apiError({ ...errorBody('Invalid input', { email: MSG.emailTaken }), fields: { email: MSG.emailTaken, x: 3 } });
    expect(serverFieldErrors(err)).toEqual({ email: MSG.emailTaken });
  });

  it('serverFieldErrors is undefined without fields', () => {
    expect(serverFieldErrors(apiError(errorBody('Nope')))).toBeUndefined();
    expect(serverFieldErrors(new Error('offline'))).toBeUndefined();
    expect(serverFieldErrors(undefined)).toBeUndefined();
  });

  it('errorMessageOf derives the text like the toast does', () => {
    expect(errorMessageOf(apiError(errorBody(MSG.verificationPending)))).toBe(MSG.verificationPending);
    expect(errorMessageOf(apiError({ errorMsg: 'flat' }))).toBe('flat');
    expect(errorMessageOf(new Error('boom'))).toBe('boom');
    expect(errorMessageOf(null)).toBe(MSG.somethingWrong);
  });
});
