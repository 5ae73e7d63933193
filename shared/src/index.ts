export * from './format';
export * from './fragment';
export * from './releases';
export * from './schemas';
export * from './search';
export * from './stock';
