export { createPhoneVerificationRepository } from './phone-verification.repository';
export { phoneVerificationRoutes } from './phone-verification.routes';
export {
  createPhoneVerificationService,
  digitsOnly,
  phoneTakenError,
  type PhoneVerificationService,
} from './phone-verification.service';
export type { SmsSender } from './sms';
export { createSmsSender } from './sms-sender';
