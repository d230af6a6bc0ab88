// The auth pages D1 mounts: LoginPage as <Admin loginPage> and at /login, the others as public custom routes.
export { LoginPage } from './LoginPage';
export { RegisterPage } from './RegisterPage';
export { VerifyEmailPage } from './VerifyEmailPage';
export { InvitePage } from './InvitePage';
export { PasswordResetPage } from './PasswordResetPage';
export { PasswordChangePage } from './PasswordChangePage';
export { AuthLayout } from './AuthLayout';
