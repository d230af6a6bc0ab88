// The lazily loaded signed-in pages: each its own chunk (a page by its own file, not a folder's index: the profile
// page does not fetch the widget page's public suffix list). Pages not built yet are the "not available yet" page.
import type { NotAvailablePageProps } from '../placeholder/NotAvailablePage';
import { lazyPage } from '../../ui/routing/lazyPage';

export const NotAvailable = lazyPage<NotAvailablePageProps>(() =>
  import('../placeholder/NotAvailablePage').then((m) => ({ default: m.NotAvailablePage })),
);

/** Integration callbacks (/verify/<service>) and /redirect/:appName (src/custom/callbacks). */
export const CallbackPage = lazyPage<object>(() => import('../callbacks').then((m) => ({ default: m.CallbackPage })));
export const RedirectPage = lazyPage<object>(() => import('../callbacks').then((m) => ({ default: m.RedirectPage })));

export const InboxPage = lazyPage<object>(() => import('../inbox').then((m) => ({ default: m.InboxPage })));

/** The public booking page (/meet/:key): visitors only, so not part of the dashboard's first load. */
export const BookingPage = lazyPage<object>(() => import('../booking').then((m) => ({ default: m.BookingPage })));

/** A lazily loaded page that takes no props. */
export type LazyComponent = ReturnType<typeof lazyPage<object>>;

/** The conversation flows list: /conversations and /conversations/:conversationId (with its modal). */
const ConversationsPage = lazyPage<object>(() =>
  import('../../resources/flows/ConversationsPage').then((m) => ({ default: m.ConversationsPage })),
);

/**
 * Signed-in routes (paths exactly as in routes.ts) that have a page of their own; App.tsx shows the "not available
 * yet" page for the rest. Each helper adds its own entries here and nothing else.
 */
export const BUILT_PAGES: Record<string, LazyComponent> = {
  // Admin resources (src/resources): pages at spec routes that show a resource's views.
  '/audiences': lazyPage<object>(() => import('../../resources/audiences/AudiencesPage').then((m) => ({ default: m.AudiencesPage }))),
  '/settings/team': lazyPage<object>(() => import('../../resources/shared/TeamAreaPage').then((m) => ({ default: m.TeamAreaPage }))),
  '/cs/customer-records': lazyPage<object>(() =>
    import('../../resources/customers/CustomerRecordsPage').then((m) => ({ default: m.CustomerRecordsPage })),
  ),
  '/cs/create-instance': lazyPage<object>(() =>
    import('../../resources/customers/CreateInstancePage').then((m) => ({ default: m.CreateInstancePage })),
  ),
  // Settings pages (src/custom/settings): one chunk for all of them.
  '/settings/profile': lazyPage<object>(() => import('../settings/profile/ProfilePage').then((m) => ({ default: m.ProfilePage }))),
  '/settings/widget': lazyPage<object>(() => import('../settings/widget/WidgetSettingsPage').then((m) => ({ default: m.WidgetSettingsPage }))),
  '/settings/email': lazyPage<object>(() => import('../settings/email/EmailSettingsPage').then((m) => ({ default: m.EmailSettingsPage }))),
  '/settings/meeting': lazyPage<object>(() => import('../settings/meeting/MeetingSettingsPage').then((m) => ({ default: m.MeetingSettingsPage }))),
  '/settings/configurations': lazyPage<object>(() => import('../settings/configurations/ConfigurationsPage').then((m) => ({ default: m.ConfigurationsPage }))),
  '/settings/pricing': lazyPage<object>(() => import('../settings/pricing/PricingPage').then((m) => ({ default: m.PricingPage }))),
  '/settings/highlights': lazyPage<object>(() => import('../highlights').then((m) => ({ default: m.HighlightsBuilderPage }))),
  // The audit log of admin actions (src/resources/auditLog): a read-only list on a settings route.
  '/settings/audit-log': lazyPage<object>(() => import('../../resources/auditLog').then((m) => ({ default: m.AuditLogPage }))),
  // API keys, webhooks and the API reference (issue 29).
  '/settings/developers': lazyPage<object>(() => import('../settings/developers/DevelopersPage').then((m) => ({ default: m.DevelopersPage }))),
  // Analytics (src/custom/analytics): /analytic is the spec's alias of /analytics.
  '/analytics': lazyPage<object>(() => import('../analytics').then((m) => ({ default: m.AnalyticsPage }))),
  '/analytic': lazyPage<object>(() => import('../analytics').then((m) => ({ default: m.AnalyticsPage }))),
  '/settings/integrations': lazyPage<object>(() => import('../integrations').then((m) => ({ default: m.IntegrationsPage }))),
  '/billing': lazyPage<object>(() => import('../billing').then((m) => ({ default: m.BillingPage }))),
  '/meetings': lazyPage<object>(() => import('../meetings').then((m) => ({ default: m.MeetingsPage }))),
  '/cs/internal-analytics': lazyPage<object>(() => import('../cs-analytics').then((m) => ({ default: m.InternalAnalyticsPage }))),
  // Conversation flows (src/resources/flows) and the path builder with its test page (src/custom/bot-builder).
  '/conversations': ConversationsPage,
  '/conversations/:conversationId': ConversationsPage,
  // The bot pages (src/custom/bot): overview, settings and integrations.
  '/bot': lazyPage<object>(() => import('../bot').then((m) => ({ default: m.BotPage }))),
  '/bot/settings': lazyPage<object>(() => import('../bot').then((m) => ({ default: m.BotSettingsPage }))),
  '/bot/integrations': lazyPage<object>(() => import('../bot').then((m) => ({ default: m.BotIntegrationsPage }))),
  '/conversations/:conversationId/build': lazyPage<object>(() => import('../bot-builder').then((m) => ({ default: m.BuilderPage }))),
  '/conversations/:conversationId/build/test': lazyPage<object>(() => import('../bot-builder').then((m) => ({ default: m.TestPage }))),
};
