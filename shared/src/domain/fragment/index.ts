export * from './contract';
export * from './island';
