export * from './contract';
export * from './indexing';
export * from './messages';
export * from './schema';
