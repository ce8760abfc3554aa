export { hashPassword } from './password';
export { assertPasswordAllowed } from './password-policy';
export { createUsersRepository } from './users.repository';
export { usersRoutes } from './users.routes';
export { createUsersService, type UsersService } from './users.service';
