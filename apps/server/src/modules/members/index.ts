export { membersAdminRoutes } from './members.admin-routes';
export { createMembersRepository } from './members.repository';
export { createMembersService } from './members.service';
