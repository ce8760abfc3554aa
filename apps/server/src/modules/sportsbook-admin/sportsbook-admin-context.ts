import type { Database } from '../../db/database';
import { AppError, notFound } from '../../lib/errors';
import type { AuditService } from '../audit';
import type { SettlementService } from '../betting';
import type { PushHub } from '../push';
import type { SportsbookAdminRepository } from './sportsbook-admin.repository';

/** What the sportsbook back office is built from (app.ts passes these). */
export type SportsbookAdminDeps = {
  db: Database;
  repository: SportsbookAdminRepository;
  audit: AuditService;
  push: PushHub;
  settlement: SettlementService;
  now?: () => Date;
};

export const fixtureNotFound = () => notFound('경기를 찾을 수 없습니다.');
export const conflict = (code: string, message: string) => new AppError(409, code, message);
