// The push module's public entry: the fan-out to browsers' streams (Redis across processes), its route,
// and its subscriptions to committed domain events.
export { PushHub, type PushListener, type PushMessage } from './push-hub';
export { subscribePushToDomainEvents } from './push-subscriptions';
export { pushRoutes } from './push.routes';
