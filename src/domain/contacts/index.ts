export * from './types';
export * from './schemas';
export * from './rules';
export * from './listModel';
