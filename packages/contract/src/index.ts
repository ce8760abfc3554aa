export * from './errors';
export * from './site';
export * from './users';
export * from './wallet';
