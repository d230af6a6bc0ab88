// GET app/details (spec §7 "Bootstrap"): the project, the user and the subscription, plus the facts the redirect
// rules read (migrated customer, migration in progress, inside Teams, customer-success user).
import { API, type AppDetails } from '../domain/api';
import { httpClient } from './httpClient';

export async function fetchAppDetails(): Promise<AppDetails> {
  return (await httpClient<AppDetails>(API.details)).json;
}
