export * from './contract';
export * from './image';
export * from './look';
export * from './messages';
export * from './schema';
