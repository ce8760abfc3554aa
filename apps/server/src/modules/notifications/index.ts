// The notifications module's public entry: members' notifications, written inside other modules' transactions.
export { createNotificationsRepository } from './notifications.repository';
export { notificationAdminRoutes } from './notifications.admin-routes';
export { notificationRoutes } from './notifications.routes';
export { createNotificationsService, toNotificationRow, type NotificationsService } from './notifications.service';
