export * from './cancel-page';
export * from './contract';
export * from './mail-messages';
export * from './messages';
export * from './page-messages';
export * from './public-texts';
export * from './schema';
export * from './screen-messages';
