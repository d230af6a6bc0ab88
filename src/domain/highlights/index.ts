// Highlights (spec §3, §5, §6, §7, §8): catalogue, templates, rules and schemas shared by the builder, the panel and
// the server.
export * from './catalogue';
export * from './rules';
export * from './templates';
export * from './messages';
export * from './schema';
export * from './api';
export * from './values';
