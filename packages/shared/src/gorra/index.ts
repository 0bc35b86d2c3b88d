export * from './contract';
export * from './messages';
export * from './place';
export * from './schema';
export * from './screen-messages';
export * from './visitor-messages';
