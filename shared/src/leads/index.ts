export * from './analytics';
export * from './fields';
export * from './forms';
export * from './rules';
