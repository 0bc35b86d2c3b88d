export * from './background-overlay';
export * from './color-contrast';
export * from './look';
export * from './look-texts';
export * from './oklch';
export * from './qr-colors';
export * from './style';
export * from './theme';
