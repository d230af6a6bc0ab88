// GET app/details (spec §7 "Bootstrap"): the project, the user and the subscription, plus the facts the redirect
// rules read (migrated customer, migration in progress, inside Teams, customer-success user).
import { API, type AppDetails } from '../domain/api';
import { httpClient } from './httpClient';
import { identifyUser } from './productAnalytics';

/** Then sets the tracking identity (spec §7), when product analytics is configured. */
export async function fetchAppDetails(): Promise<AppDetails> {
  const details = (await httpClient<AppDetails>(API.details)).json;
  void identifyUser(details);
  return details;
}
