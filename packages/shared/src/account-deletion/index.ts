export * from './contract';
export * from './gone-page';
export * from './messages';
export * from './schema';
