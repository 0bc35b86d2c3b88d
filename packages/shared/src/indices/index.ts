export * from './contract';
export * from './exact-decimal';
export * from './index-arithmetic';
export * from './index-dates';
export * from './indexed-amounts';
export * from './messages';
export * from './tier-adjustment';
