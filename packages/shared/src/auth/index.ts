export * from './contract';
export * from './messages';
export * from './schema';
export * from './two-factor-contract';
export * from './two-factor-messages';
export * from './two-factor-schema';
export * from './user';
export * from './verification-messages';
