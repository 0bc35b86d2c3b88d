export * from './contract';
export * from './health-contract';
export * from './kept-page';
export * from './messages';
