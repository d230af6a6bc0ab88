// Routing (spec §4): pure rules shared by the server's Router and tests.
export * from './types';
export * from './pool';
export * from './roundRobin';
export * from './owner';
export * from './schedule';
export * from './explain';
export * from './route';
