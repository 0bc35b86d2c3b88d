export * from './closed';
export * from './contract';
export * from './destination';
export * from './event-donations';
export * from './gorra-card';
export * from './in-app-browser';
export * from './messages';
export * from './schema';
