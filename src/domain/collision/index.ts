export * from './policy';
export * from './viewers';
