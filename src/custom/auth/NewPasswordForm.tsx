// The form both password pages end in: choosing a new password (typed twice) under the page's schema, after any
// fields the page asks first (the change page's email and current password). Saved, it says so and goes to sign in.
import type { ReactNode } from 'react';
import { Link, PasswordInput, useNavigate, useNotify } from 'react-admin';
import type { AnyObjectSchema, InferType } from 'yup';
import { MSG } from '../../domain/messages';
import { SchemaForm } from '../../ui/forms/SchemaForm';
import { AuthLayout } from './AuthLayout';

export const BackToSignIn = () => <Link to="/login">{MSG.backToSignIn}</Link>;

export interface NewPasswordFormProps<S extends AnyObjectSchema> {
  title: string;
  subtitle?: string;
  /** Define derived schemas at module level (see SchemaForm). */
  schema: S;
  submitLabel: string;
  defaultValues?: Partial<InferType<S>>;
  save(values: InferType<S>): Promise<unknown>;
  /** The inputs above the new password. */
  children?: ReactNode;
}

export function NewPasswordForm<S extends AnyObjectSchema>({ title, subtitle, schema, submitLabel, defaultValues, save, children }: NewPasswordFormProps<S>) {
  const notify = useNotify();
  const navigate = useNavigate();

  const submit = async (values: InferType<S>) => {
    await save(values);
    notify(MSG.passwordChanged, { type: 'success' });
    navigate('/login');
  };

  return (
    <AuthLayout title={title} subtitle={subtitle} footer={<BackToSignIn />}>
      <SchemaForm schema={schema} submitLabel={submitLabel} onSubmit={submit} defaultValues={defaultValues}>
        {children}
        <PasswordInput source="password" label={MSG.newPasswordLabel} autoComplete="new-password" fullWidth />
        <PasswordInput source="confirmPassword" label={MSG.confirmPasswordLabel} autoComplete="new-password" fullWidth />
      </SchemaForm>
    </AuthLayout>
  );
}
