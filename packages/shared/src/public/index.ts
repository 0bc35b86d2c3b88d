export * from './app-pages';
export * from './contract';
export * from './event-format';
export * from './messages';
export * from './page';
export * from './schema';
export * from './sensitive';
