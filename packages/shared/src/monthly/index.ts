export * from './cancel-page';
export * from './contract';
export * from './messages';
export * from './schema';
export * from './screen-messages';
