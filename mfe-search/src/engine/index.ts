export * from './document';
export * from './embedded/index';
export * from './engine';
export * from './query';
export * from './visible-stock-filters';
