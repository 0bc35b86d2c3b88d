export * from './contract';
export * from './labels';
export * from './messages';
export * from './networks';
export * from './schema';
