export * from './validate';
export * from './whole-pesos';
