export * from './car-price';
export * from './date';
export * from './distance';
export * from './money';
export * from './site-url';
export * from './slug';
export * from './tel-href';
