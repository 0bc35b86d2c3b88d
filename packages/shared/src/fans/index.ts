export * from './contract';
export * from './messages';
export * from './public-texts';
export * from './schema';
export * from './subscription-page';
