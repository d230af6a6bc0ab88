// The user-facing strings of spec §5 and §8 (verbatim, "the product" read as Parley), plus the few of ours the
// spec leaves unsaid (marked "ours"). Components, schemas and the server import them from here only.
import { PRODUCT_NAME } from './constants';

export const MSG = {
  // §8 generic
  somethingWrong: 'Something went wrong. Please try again.',
  noInternet: 'No internet Connection',
  notAuthorized: 'You are not authorized',
  passwordExpired: 'your password has expired',
  oops: 'Oops! Something went wrong.',
  unableToLoad: 'Unable to load the page',
  timedOutLoading: 'Timed out while loading the page',

  // §8 success
  emailVerified: 'Email verified successfully!',
  passwordChanged: 'Password change successfully!',
  loginSuccess: 'Login Success!',
  logoutSuccess: 'Logout Success!',
  registered: 'Successfully Register!',
  resentEmail: 'Successfully Resend Email!',
  registerSuccessTitle: 'Success!',

  // §8 info
  verifyEmailToContinue: 'Please verify your email to continue',
  resetEmailSent: 'We have sent an email to reset your password',
  verificationPending: 'Email verification of your account is pending. Please check your email',
  createAccountToContinue: 'Please create an account to continue',

  // §5 form messages used by the shell
  nameMin: 'Name should contain a minimum of 2 characters',
  nameMax: 'Name must be at most 50 characters',
  companyLength: 'Company minimum 2 and maximum 50 characters',
  companyRequired: 'Company name required',
  emailInvalid: 'Please enter a valid email address!',
  fieldEmpty: 'This field cannot be empty',

  // ours: the spec shows no wording for these
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordsDiffer: 'Passwords do not match',
  passwordSame: 'The new password must differ from the current one',
  invalidCredentials: 'Invalid email or password',
  tooManyAttempts: 'Too many login attempts. Please try again in a few minutes.',
  emailTaken: 'An account with this email already exists',
  linkInvalid: 'This link is invalid or has expired',
  authRequired: 'Your session has ended: authentication required',
  notFound: 'The page you are looking for does not exist',
  notAvailableYet: 'This part of Parley is not available yet',
  invitationAccepted: 'Invitation accepted. Welcome to Parley!',
  // ours: auth and public pages. Labels and button texts are the browser tests' selectors (dashboard contract).
  emailLabel: 'Email',
  passwordLabel: 'Password',
  nameLabel: 'Name',
  companyLabel: 'Company',
  currentPasswordLabel: 'Current password',
  newPasswordLabel: 'New password',
  confirmPasswordLabel: 'Confirm password',
  signIn: 'Sign in',
  createAccount: 'Create account',
  sendResetLink: 'Send reset link',
  setNewPassword: 'Set new password',
  changePassword: 'Change password',
  acceptInvitation: 'Accept invitation',
  resendEmail: 'Resend email',
  continueToSignIn: 'Continue to sign in',
  backToSignIn: 'Back to sign in',
  registerLink: 'Create an account',
  forgotPassword: 'Forgot password?',
  noAccountYet: "Don't have an account?",
  haveAccount: 'Already have an account?',
  signInTitle: `Sign in to ${PRODUCT_NAME}`,
  registerTitle: `Create your ${PRODUCT_NAME} account`,
  resetTitle: 'Reset your password',
  resetIntro: 'Enter the email address of your account and we will send you a link to choose a new password.',
  newPasswordTitle: 'Choose a new password',
  passwordChangeTitle: 'Change your password',
  passwordChangeIntro: 'Your password has expired. Choose a new one to continue.',
  verifyTitle: 'Email verification',
  verifying: 'Verifying your email…',
  invitedTo: 'You are invited to join',
  invitedBy: 'Invited by',
  urlInvalid: 'Please provide a valid url',
  teamsSuccessTitle: 'Congratulations!',
  teamsSuccessBody: `${PRODUCT_NAME} is now set up in Microsoft Teams. Your team can answer website visitors right from Teams.`,
} as const;

export const pageTitle = (area: string) => `${PRODUCT_NAME} ${area}`;

/** The email texts (ours): one place so tests can find the links they carry. */
export const MAIL = {
  verifySubject: `Verify your ${PRODUCT_NAME} email`,
  resetSubject: `Reset your ${PRODUCT_NAME} password`,
  inviteSubject: (project: string) => `You are invited to ${project} on ${PRODUCT_NAME}`,
} as const;
