export * from './models-url';
