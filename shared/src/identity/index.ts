export * from './one-time-code';
export * from './phone';
export * from './sign-in';
