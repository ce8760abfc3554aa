export { auditActorOf, type AuditActor } from './audit-actor';
export { auditAdminRoutes } from './audit.admin-routes';
export { createAuditRepository } from './audit.repository';
export { createAuditService, type AuditService } from './audit.service';
