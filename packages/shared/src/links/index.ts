export * from './contract';
export * from './embed-labels';
export * from './embeds';
export * from './icons';
export * from './messages';
export * from './schema';
