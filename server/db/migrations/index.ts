// Every migration, in order. Kysely's Migrator records what ran in its own table; adding a migration = one line.
import type { Migration } from 'kysely';
import type { Dialect } from './columns';
import { foundation } from './001_foundation';
import { inbox } from './002_inbox';
import { inboxTools } from './003_inbox_tools';
import { teams } from './004_teams';
import { settings } from './005_settings';
import { audiences } from './006_audiences';
import { flows } from './007_flows';
import { hotPaths } from './008_hot_paths';
import { inboxSpeed } from './009_inbox_speed';
import { botRouting } from './010_bot_routing';
import { userSettings } from './011_user_settings';
import { analytics } from './015_analytics';
import { analyticsOrder } from './015b_analytics_order';
import { analyticsHourly } from './015c_analytics_hourly';
import { analyticsCounts } from './015d_analytics_counts';
import { analyticsChanges } from './015e_analytics_changes';
import { analyticsAgents } from './015f_analytics_agents';
import { analyticsRollup } from './015g_analytics_rollup';
import { analyticsTotals } from './015h_analytics_totals';
import { integrations } from './012_integrations';
import { teamChat } from './013_team_chat';
import { calendars } from './022_calendars';
import { install } from './023_install';
import { allowedDomains } from './023b_allowed_domains';
import { auditLog } from './024_audit_log';
import { merges } from './036_merges';
import { messageEdits } from './037_message_edits';
import { searchBatched } from './041_search_batched';
import { analyticsBooked } from './025_analytics_booked';
import { mirrorLeases } from './026_mirror_leases';
import { bulkViews } from './032_bulk_views';
import { leases } from './027_leases';
import { search } from './028_search';
import { apiKeys } from './034_api_keys';
import { webhooks } from './035_webhooks';
import { webhookOutbox } from './039_webhook_outbox';
import { contacts } from './030_contacts';
import { email } from './033_email';
import { agentEmail } from './038_agent_email';
import { contactsBackfill } from './040_contacts_backfill';
import { highlights } from './020_highlights';
import { msTeams } from './019_teams';

export function migrations(dialect: Dialect): Record<string, Migration> {
  return {
    '001_foundation': foundation(dialect),
    '002_inbox': inbox(dialect),
    '003_inbox_tools': inboxTools(dialect),
    '004_teams': teams(dialect),
    '005_settings': settings(),
    '006_audiences': audiences(dialect),
    '007_flows': flows(dialect),
    '008_hot_paths': hotPaths(),
    '009_inbox_speed': inboxSpeed(),
    '010_bot_routing': botRouting(),
    '011_user_settings': userSettings(),
    '012_integrations': integrations(),
    '013_team_chat': teamChat(),
    '015_analytics': analytics(),
    '015b_analytics_order': analyticsOrder(),
    '015c_analytics_hourly': analyticsHourly(),
    '015d_analytics_counts': analyticsCounts(),
    '015e_analytics_changes': analyticsChanges(),
    '015f_analytics_agents': analyticsAgents(),
    '015g_analytics_rollup': analyticsRollup(),
    '015h_analytics_totals': analyticsTotals(),
    '022_calendars': calendars(dialect),
    '023_install': install(),
    '023b_allowed_domains': allowedDomains(),
    '024_audit_log': auditLog(dialect),
    '025_analytics_booked': analyticsBooked(),
    '026_mirror_leases': mirrorLeases(),
    '027_leases': leases(),
    '028_search': search(dialect),
    '032_bulk_views': bulkViews(dialect),
    '034_api_keys': apiKeys(dialect),
    '035_webhooks': webhooks(dialect),
    '039_webhook_outbox': webhookOutbox(),
    '030_contacts': contacts(dialect),
    '033_email': email(),
    '038_agent_email': agentEmail(dialect),
    '040_contacts_backfill': contactsBackfill(),
    '020_highlights': highlights(),
    '019_teams': msTeams(),
    '036_merges': merges(dialect),
    '037_message_edits': messageEdits(dialect),
    '041_search_batched': searchBatched(dialect),
  };
}
