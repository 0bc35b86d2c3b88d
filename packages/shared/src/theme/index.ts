export * from './color-contrast';
export * from './oklch';
export * from './style';
export * from './theme';
