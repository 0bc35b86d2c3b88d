export * from './contract';
export * from './messages';
export * from './schema';
export * from './mail-messages';
export * from './page-messages';
