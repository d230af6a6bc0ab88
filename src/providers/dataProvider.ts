// The dataProvider: ra-data-simple-rest under /app for resources (range/sort/filter query, Content-Range header),
// over the same httpClient rules, plus typed custom methods for the calls that are not resources. Pages call
// `useDataProvider<ParleyDataProvider>()`.
import simpleRestProvider from 'ra-data-simple-rest';
import type { AppDetails, Profile } from '../domain/api';
import { fetchAppDetails } from './details';
import { restClient } from './httpClient';
import { loadProfile } from './profile';
import { cannedMessagesAdapter } from './cannedMessagesAdapter';
import { adminMethods } from './adminMethods';
import { flowMethods, flowsAdapter } from './flowsAdapter';
import { integrationsAdapter } from './integrationsAdapter';
import { highlightsSetupAdapter } from './highlightsSetupAdapter';
import { meetingsAdapter } from './meetingsAdapter';
import { profileAdapter } from './profileAdapter';
import { getManyByOne, withResourceAdapters } from './resourceAdapters';
import { settingsAdapter } from './settingsAdapter';
import { tagsAdapter } from './tagsAdapter';

const simpleRest = simpleRestProvider('/app', restClient);
// The simple-rest endpoints filter on `q` only, so getMany reads by id; canned messages, tags and meetings keep
// their own paths.
const rest = withResourceAdapters(
  { ...simpleRest, getMany: getManyByOne(simpleRest) },
  { cannedmessages: cannedMessagesAdapter, tags: tagsAdapter, meetings: meetingsAdapter, flows: flowsAdapter, integrations: integrationsAdapter, settings: settingsAdapter, profile: profileAdapter, highlightsSetup: highlightsSetupAdapter },
);

export const dataProvider = {
  ...rest,
  ...adminMethods,
  ...flowMethods,
  /** GET app/details. */
  getAppDetails: (): Promise<AppDetails> => fetchAppDetails(),
  /** GET app/user/profile (refreshes the cached permissions). */
  getProfile: (): Promise<Profile> => loadProfile(),
};

export type ParleyDataProvider = typeof dataProvider;
