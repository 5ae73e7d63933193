export * from './stock-link';
export * from './stock-menu';
export * from './visibility';
