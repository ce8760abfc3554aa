export * from './korean-calendar';
export * from './odds';
