export * from './cancel-page';
export * from './contract';
export * from './messages';
export * from './schema';
export * from './screen-messages';
export * from './mail-messages';
export * from './page-messages';
