export * from './changes';
export * from './registry';
