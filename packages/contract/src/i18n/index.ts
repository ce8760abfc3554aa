export * from './messages-en';
export * from './translate-message';
