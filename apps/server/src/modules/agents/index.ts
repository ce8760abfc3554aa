export { agentsAdminRoutes } from './agents.admin-routes';
export { createAgentsRepository } from './agents.repository';
export { agentsRoutes } from './agents.routes';
export { createAgentsService, type AgentsService } from './agents.service';
