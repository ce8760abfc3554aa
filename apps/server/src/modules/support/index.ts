// The support module's public entry: personal messages (operator to member) and inquiries (member to operator).
export { createSupportRepository } from './support.repository';
export { supportAdminRoutes } from './support.admin-routes';
export { inquiryRoutes, messageRoutes } from './support.routes';
export { createSupportService, type SupportService } from './support.service';
