export * from './contract';
export * from './filters';
export * from './messages';
export * from './schema';
