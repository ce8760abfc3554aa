export { dashboardAdminRoutes } from './dashboard.admin-routes';
export { createDashboardRepository } from './dashboard.repository';
export { createDashboardService } from './dashboard.service';
