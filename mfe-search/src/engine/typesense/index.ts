export * from './client';
export * from './engine';
export * from './multi-search';
export * from './schema';
export * from './scoped-key';
