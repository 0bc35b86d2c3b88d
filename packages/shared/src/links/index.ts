export * from './contract';
export * from './icons';
export * from './messages';
export * from './schema';
