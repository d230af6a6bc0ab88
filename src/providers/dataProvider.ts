// The dataProvider: ra-data-simple-rest under /app for resources (range/sort/filter query, Content-Range header),
// over the same httpClient rules, plus typed custom methods for the calls that are not resources. Pages call
// `useDataProvider<ParleyDataProvider>()`.
import simpleRestProvider from 'ra-data-simple-rest';
import type { AppDetails, Profile } from '../domain/api';
import { fetchAppDetails } from './details';
import { restClient } from './httpClient';
import { loadProfile } from './profile';

const rest = simpleRestProvider('/app', restClient);

export const dataProvider = {
  ...rest,
  /** GET app/details. */
  getAppDetails: (): Promise<AppDetails> => fetchAppDetails(),
  /** GET app/user/profile (refreshes the cached permissions). */
  getProfile: (): Promise<Profile> => loadProfile(),
};

export type ParleyDataProvider = typeof dataProvider;
