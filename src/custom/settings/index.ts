// The settings pages (lazy-loaded through src/custom/routing/pages.ts) and the pieces other areas reuse.
export { ProfilePage } from './profile/ProfilePage';
export { MeetingSettingsPage } from './meeting/MeetingSettingsPage';
export { WidgetSettingsPage } from './widget/WidgetSettingsPage';
export { BillingPage, PricingPage } from './pricing/PricingPage';
