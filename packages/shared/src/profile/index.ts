export * from './contract';
export * from './image';
export * from './messages';
export * from './schema';
