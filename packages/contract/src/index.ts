export * from './activity';
export * from './content';
export * from './errors';
export * from './push';
export * from './site';
export * from './sports';
export * from './users';
export * from './wallet';
