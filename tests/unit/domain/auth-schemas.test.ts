// Spec §5 form messages (name, company, email; the password wording is ours) for the auth forms' yup schemas, and
// fieldErrors(), which turns a failed validation into one message per field.
import * as yup from 'yup';
import {
  acceptInviteSchema,
  fieldErrors,
  loginSchema,
  msTeamsLoginSchema,
  passwordChangeSchema,
  registerSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  resetRequestSchema,
  tokenSchema,
} from '../../../src/domain/schemas/auth';

const M = {
  nameMin: 'Name should contain a minimum of 2 characters',
  nameMax: 'Name must be at most 50 characters',
  companyLength: 'Company minimum 2 and maximum 50 characters',
  companyRequired: 'Company name required',
  email: 'Please enter a valid email address!',
  fieldEmpty: 'This field cannot be empty',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordsDiffer: 'Passwords do not match',
  passwordSame: 'The new password must differ from the current one',
  linkInvalid: 'This link is invalid or has expired',
};

/** Validate the way the forms and the server do (every field at once) and return { field: first message }. */
async function errorsOf(schema: yup.AnyObjectSchema, value: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (e) {
    if (e instanceof yup.ValidationError) return fieldErrors(e);
    throw e;
  }
}

const GOOD_PASSWORD = 'correct horse';
const validRegister = { name: 'Ada Lovelace', company: 'Analytical Engines', email: 'ada@example.com', password: GOOD_PASSWORD };

describe('registerSchema', () => {
  it('accepts valid input and trims the text fields', async () => {
    expect(await errorsOf(registerSchema, validRegister)).toEqual({});
    const cast = await registerSchema.validate({ ...validRegister, name: '  Ada  ', company: ' Acme ', email: ' ada@example.com ' });
    expect(cast).toMatchObject({ name: 'Ada', company: 'Acme', email: 'ada@example.com' });
  });

  it('asks for at least 2 name characters when the name is empty, blank or too short', async () => {
    for (const name of ['', '   ', 'A', '  A  ', undefined]) {
      expect((await errorsOf(registerSchema, { ...validRegister, name })).name).toBe(M.nameMin);
    }
  });

  it('allows at most 50 name characters', async () => {
    expect((await errorsOf(registerSchema, { ...validRegister, name: 'x'.repeat(51) })).name).toBe(M.nameMax);
    expect(await errorsOf(registerSchema, { ...validRegister, name: 'x'.repeat(50) })).toEqual({});
    expect(await errorsOf(registerSchema, { ...validRegister, name: 'Al' })).toEqual({});
  });

  it('requires the company name', async () => {
    for (const company of ['', '   ', undefined]) {
      expect((await errorsOf(registerSchema, { ...validRegister, company })).company).toBe(M.companyRequired);
    }
  });

  it('keeps the company between 2 and 50 characters', async () => {
    expect((await errorsOf(registerSchema, { ...validRegister, company: 'A' })).company).toBe(M.companyLength);
    expect((await errorsOf(registerSchema, { ...validRegister, company: 'c'.repeat(51) })).company).toBe(M.companyLength);
    expect(await errorsOf(registerSchema, { ...validRegister, company: 'AB' })).toEqual({});
    expect(await errorsOf(registerSchema, { ...validRegister, company: 'c'.repeat(50) })).toEqual({});
  });

  it('rejects invalid email addresses', async () => {
    for (const email of ['', '   ', undefined, 'ada', 'ada@', '@example.com', 'ada@example', 'ada lovelace@example.com', 'ada@@example.com', `${'a'.repeat(250)}@ex.com`]) {
      expect((await errorsOf(registerSchema, { ...validRegister, email })).email).toBe(M.email);
    }
  });

  it('applies the password rules: required, 8 to 128 characters', async () => {
    expect((await errorsOf(registerSchema, { ...validRegister, password: '' })).password).toBe(M.passwordRequired);
    expect((await errorsOf(registerSchema, { ...validRegister, password: undefined })).password).toBe(M.passwordRequired);
    expect((await errorsOf(registerSchema, { ...validRegister, password: '1234567' })).password).toBe(M.passwordMin);
    expect((await errorsOf(registerSchema, { ...validRegister, password: 'p'.repeat(129) })).password).toBe(M.passwordMax);
    expect(await errorsOf(registerSchema, { ...validRegister, password: '12345678' })).toEqual({});
    expect(await errorsOf(registerSchema, { ...validRegister, password: 'p'.repeat(128) })).toEqual({});
  });

  it('reports every bad field at once with abortEarly:false', async () => {
    expect(await errorsOf(registerSchema, { name: 'A', company: '', email: 'nope', password: 'short' })).toEqual({
      name: M.nameMin,
      company: M.companyRequired,
      email: M.email,
      password: M.passwordMin,
    });
  });
});

describe('loginSchema', () => {
  it('accepts an email and any non-empty password (no length rule at sign-in)', async () => {
    expect(await errorsOf(loginSchema, { email: 'ada@example.com', password: 'x' })).toEqual({});
  });

  it('rejects a bad email and a missing password', async () => {
    expect(await errorsOf(loginSchema, { email: 'ada@example', password: '' })).toEqual({
      email: M.email,
      password: M.passwordRequired,
    });
    expect(await errorsOf(loginSchema, {})).toEqual({ email: M.email, password: M.passwordRequired });
  });
});

describe('email-only and token schemas', () => {
  it('validate the email of resend-verification and reset-request', async () => {
    for (const schema of [resendVerificationSchema, resetRequestSchema]) {
      expect(await errorsOf(schema, { email: 'ada@example.com' })).toEqual({});
      expect(await errorsOf(schema, { email: 'not-an-email' })).toEqual({ email: M.email });
    }
  });

  it('treats a missing or blank token as an invalid link', async () => {
    expect(await errorsOf(tokenSchema, { token: 'abc123' })).toEqual({});
    expect(await errorsOf(tokenSchema, { token: '  ' })).toEqual({ token: M.linkInvalid });
    expect(await errorsOf(tokenSchema, {})).toEqual({ token: M.linkInvalid });
  });
});

describe('resetPasswordSchema', () => {
  const valid = { token: 'tok', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD };

  it('accepts a matching confirmation', async () => {
    expect(await errorsOf(resetPasswordSchema, valid)).toEqual({});
  });

  it('rejects a confirmation that differs from the password', async () => {
    expect(await errorsOf(resetPasswordSchema, { ...valid, confirmPassword: `${GOOD_PASSWORD}!` })).toEqual({
      confirmPassword: M.passwordsDiffer,
    });
  });

  it('requires the token, the password and its confirmation', async () => {
    expect(await errorsOf(resetPasswordSchema, {})).toEqual({
      token: M.linkInvalid,
      password: M.passwordRequired,
      confirmPassword: M.passwordRequired,
    });
  });

  it('applies the password length rules to the new password', async () => {
    expect(await errorsOf(resetPasswordSchema, { ...valid, password: 'short', confirmPassword: 'short' })).toEqual({
      password: M.passwordMin,
    });
  });
});

describe('passwordChangeSchema', () => {
  const valid = { email: 'ada@example.com', currentPassword: 'old password', password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD };

  it('accepts a new password that differs from the current one and is confirmed', async () => {
    expect(await errorsOf(passwordChangeSchema, valid)).toEqual({});
  });

  it('refuses a new password equal to the current one', async () => {
    expect(await errorsOf(passwordChangeSchema, { ...valid, currentPassword: GOOD_PASSWORD })).toEqual({
      password: M.passwordSame,
    });
  });

  it('refuses a mismatched confirmation', async () => {
    expect(await errorsOf(passwordChangeSchema, { ...valid, confirmPassword: 'something else' })).toEqual({
      confirmPassword: M.passwordsDiffer,
    });
  });

  it('requires the email and the current password', async () => {
    expect(await errorsOf(passwordChangeSchema, { ...valid, email: '', currentPassword: '' })).toEqual({
      email: M.email,
      currentPassword: M.passwordRequired,
    });
  });
});

describe('acceptInviteSchema', () => {
  const valid = { token: 'invite-token', name: 'Grace', password: GOOD_PASSWORD };

  it('accepts valid input', async () => {
    expect(await errorsOf(acceptInviteSchema, valid)).toEqual({});
  });

  it('applies the token, name and password rules', async () => {
    expect(await errorsOf(acceptInviteSchema, { token: '', name: 'G', password: '1234' })).toEqual({
      token: M.linkInvalid,
      name: M.nameMin,
      password: M.passwordMin,
    });
    expect((await errorsOf(acceptInviteSchema, { ...valid, name: 'g'.repeat(51) })).name).toBe(M.nameMax);
  });
});

describe('msTeamsLoginSchema', () => {
  it('requires the tenant and user object ids and defaults the team and channel to empty', async () => {
    expect(await msTeamsLoginSchema.validate({ tenantId: ' t-1 ', userObjectId: 'u-1' })).toEqual({
      tenantId: 't-1',
      teamId: '',
      channelId: '',
      userObjectId: 'u-1',
    });
    expect(await errorsOf(msTeamsLoginSchema, { tenantId: '  ', teamId: 'g', channelId: 'c' })).toEqual({
      tenantId: M.fieldEmpty,
      userObjectId: M.fieldEmpty,
    });
  });
});

describe('fieldErrors', () => {
  it('keeps only the first message of a field that fails several rules', async () => {
    const err = await registerSchema.validate({ ...validRegister, name: '' }, { abortEarly: false }).catch((e) => e);
    expect(err).toBeInstanceOf(yup.ValidationError);
    // Empty fails both 'required' and 'min', each with the same text; only one entry is kept for the field.
    expect((err as yup.ValidationError).inner.filter((e) => e.path === 'name').length).toBeGreaterThanOrEqual(1);
    expect(fieldErrors(err as yup.ValidationError)).toEqual({ name: M.nameMin });

    const pw = await registerSchema.validate({ ...validRegister, password: '' }, { abortEarly: false }).catch((e) => e);
    expect((pw as yup.ValidationError).inner.filter((e) => e.path === 'password').map((e) => e.message)).toContain(
      M.passwordMin,
    );
    expect(fieldErrors(pw as yup.ValidationError)).toEqual({ password: M.passwordRequired });
  });

  it('maps a single error (abortEarly left on) by its own path', async () => {
    const err = await loginSchema.validate({ email: 'ada@example.com', password: '' }).catch((e) => e);
    expect((err as yup.ValidationError).inner).toHaveLength(0);
    expect(fieldErrors(err as yup.ValidationError)).toEqual({ password: M.passwordRequired });
  });

  it("keys an error without a path under ''", () => {
    expect(fieldErrors(new yup.ValidationError('Top-level failure'))).toEqual({ '': 'Top-level failure' });
  });
});
