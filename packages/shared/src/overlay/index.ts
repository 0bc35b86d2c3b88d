export * from './contract';
export * from './messages';
