export * from './contract';
export * from './messages';
export * from './schema';
export * from './user';
export * from './verification-messages';
