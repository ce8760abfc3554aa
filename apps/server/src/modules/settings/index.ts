export { settingsAdminRoutes } from './settings.admin-routes';
export { createSettingsRepository } from './settings.repository';
export { siteRoutes } from './settings.routes';
export { createSettingsService, type SettingsService } from './settings.service';
