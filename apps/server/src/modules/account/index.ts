export { createAccountRepository } from './account.repository';
export { accountRoutes } from './account.routes';
export { createAccountService, maskPhone } from './account.service';
export { createResponsiblePlayService, type ResponsiblePlayService } from './responsible-play.service';
