export * from './korean-calendar';
export * from './josa';
export * from './bet-limits';
export * from './odds';
export * from './payout';
export * from './stake';
export * from './wagering';
export * from './roulette';
