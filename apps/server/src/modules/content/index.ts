export { contentAdminRoutes } from './content.admin-routes';
export { createContentRepository } from './content.repository';
export { boardRoutes, eventRoutes } from './content.routes';
export { createContentService, type ContentService } from './content.service';
export { seedDemoContent, type DemoContentDeps } from './demo-content';
