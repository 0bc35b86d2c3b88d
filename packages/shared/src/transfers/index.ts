export * from './cbu';
export * from './contract';
export * from './messages';
export * from './schema';
