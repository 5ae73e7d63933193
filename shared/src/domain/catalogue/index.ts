export * from './brands';
export * from './models-url';
export * from './pickers';
