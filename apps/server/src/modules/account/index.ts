export { createAccountRepository } from './account.repository';
export { accountRoutes } from './account.routes';
export { createAccountService } from './account.service';
export { createResponsiblePlayService, type ResponsiblePlayService } from './responsible-play.service';
