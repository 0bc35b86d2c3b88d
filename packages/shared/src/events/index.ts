export * from './calendar';
export * from './calendar-contract';
export * from './contract';
export * from './dates';
export * from './image';
export * from './messages';
export * from './schema';
