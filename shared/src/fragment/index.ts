export * from './api-client';
export * from './contract';
export * from './island';
