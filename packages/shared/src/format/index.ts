export * from './format';
export * from './month-names';
