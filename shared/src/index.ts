export * from './format';
export * from './schemas';
export * from './stock';
