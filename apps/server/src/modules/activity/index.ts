// The activity module's public entry: the public Bets panel and its after-commit announcements.
export {
  ACTIVITY_PUBLISH_INTERVAL_MS,
  ACTIVITY_TOPIC,
  createActivityPublisher,
  subscribeActivityToDomainEvents,
  type ActivityPublisher,
} from './activity-publisher';
export { createActivityRepository } from './activity.repository';
export { activityRoutes } from './activity.routes';
export { createActivityService, maskNickname, type ActivityService } from './activity.service';
