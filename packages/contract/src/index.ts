// First: it configures zod before any schema below is built.
import './zod-config';

export * from './account';
export * from './activity';
export * from './admin';
export * from './agents';
export * from './casino';
export * from './casino-admin';
export * from './content';
export * from './errors';
export * from './i18n';
export * from './input';
export * from './levels';
export * from './push';
export * from './site';
export * from './sports';
export * from './sports-admin';
export * from './studio';
export * from './users';
export * from './wallet';
