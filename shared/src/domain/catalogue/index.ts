export * from './brands';
export * from './makes';
export * from './models-url';
export * from './pickers';
