export { CallbackPage } from './CallbackPage';
export { RedirectPage } from './RedirectPage';
