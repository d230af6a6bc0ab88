// The one list of providers: each lives in its own folder behind IntegrationProvider (../provider.ts). Everything
// else asks this list by kind or by capability, so adding a provider is its folder and one line here.
import type { IntegrationKind } from '../../../src/domain/integrations/kinds';
import type { IntegrationProvider } from '../provider';
import { eloqua } from '../eloqua/eloqua';
import { googleCalendar } from '../google/googleCalendar';
import { hubspot } from '../hubspot/hubspot';
import { marketo } from '../marketo/marketo';
import { msdynamics } from '../microsoft/dynamics';
import { office365Calendar } from '../microsoft/office365Calendar';
import { ringlead } from '../ringlead/ringlead';
import { pardot } from '../salesforce/pardot';
import { salesforce } from '../salesforce/salesforce';
import { slack } from '../slack/provider';
import { msteams } from '../teams/provider';
import { zendesk } from '../zendesk/zendesk';
import { zoho } from '../zoho/zoho';

export const PROVIDER_LIST: readonly IntegrationProvider[] = [
  salesforce,
  hubspot,
  zoho,
  msdynamics,
  marketo,
  pardot,
  eloqua,
  ringlead,
  zendesk,
  googleCalendar,
  office365Calendar,
  slack,
  msteams,
];

const BY_KIND = new Map(PROVIDER_LIST.map((p) => [p.kind, p]));

/** The provider of a kind (every kind of src/domain/integrations/kinds.ts has one: a unit test checks it). */
export function providerOf(kind: IntegrationKind): IntegrationProvider {
  const found = BY_KIND.get(kind);
  if (!found) throw new Error(`no provider for ${kind}`);
  return found;
}
