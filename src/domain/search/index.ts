export * from './query';
export * from './types';
export * from './highlight';
