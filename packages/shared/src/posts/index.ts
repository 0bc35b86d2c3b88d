export * from './contract';
export * from './messages';
export * from './page';
export * from './schema';
