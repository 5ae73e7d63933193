export * from './build-archive';
export * from './changelog';
export * from './changes';
export * from './dealer-view';
export * from './health';
export * from './registry';
export * from './retention';
