export * from './contract';
export * from './view-paths';
