export * from './providers';
export * from './messages';
export * from './schemas';
export * from './transcript';
export * from './articles';
export * from './bot';
