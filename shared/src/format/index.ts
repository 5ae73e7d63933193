export * from './date';
export * from './distance';
export * from './money';
