export * from './kinds';
export * from './messages';
export * from './rules';
