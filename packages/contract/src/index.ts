export * from './errors';
export * from './site';
export * from './sports';
export * from './users';
export * from './wallet';
