export * from './contract';
export * from './messages';
export * from './networks';
export * from './schema';
