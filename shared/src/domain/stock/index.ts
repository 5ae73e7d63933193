export * from './stock-menu';
export * from './visibility';
