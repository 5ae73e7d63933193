export * from './car';
export * from './catalogue';
export * from './content';
export * from './dealership';
export * from './location';
export * from './offer';
export * from './review';
export * from './tenant';
