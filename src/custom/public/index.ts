// Public pages D1 mounts as noLayout custom routes.
export { IframePage } from './IframePage';
export { TeamsSuccessPage } from './TeamsSuccessPage';
