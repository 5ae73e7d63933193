export * from './changes';
export * from './dealer-view';
export * from './registry';
