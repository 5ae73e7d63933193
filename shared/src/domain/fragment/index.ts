export * from './contract';
export * from './island';
export * from './shared-window';
