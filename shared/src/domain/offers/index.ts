export * from './api';
export * from './constants';
export * from './query-values';
export * from './search';
export * from './spin-to-win';
export * from './text';
export * from './url-state';
export * from './validity';
