export * from './analytics';
export * from './car-details';
export * from './fields';
export * from './forms';
export * from './reveal';
export * from './rules';
export * from './site-config';
