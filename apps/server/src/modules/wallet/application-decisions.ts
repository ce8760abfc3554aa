import type { Deposit, Withdrawal } from '@hanpan/contract';
import type { Executor } from '../../db/database';
import type { ApplicationStatus } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { AuditService } from '../audit';
import type { MoneyCaller } from './money-call';
import { alreadyProcessed } from './wallet-errors';

/** An operator deciding an application: a money caller, and the request the audit entry names. */
export type OperatorCaller = MoneyCaller & { requestId?: string | undefined };

/** The application a decision locked, if it exists and still waits for one. */
export function pendingOrRefuse<Row extends { status: ApplicationStatus }>(
  row: Row | undefined,
  notFoundMessage: string,
): Row {
  if (!row) throw new AppError(404, 'not_found', notFoundMessage);
  if (row.status !== 'pending') throw alreadyProcessed();
  return row;
}

/** Writes the operator's decision to the audit log in its money transaction, and answers the application as it now is. */
export async function auditDecision<Application extends Deposit | Withdrawal>(
  audit: AuditService,
  trx: Executor,
  decision: {
    operator: OperatorCaller;
    action: `${'deposit' | 'withdrawal'}.${'approve' | 'reject'}`;
    before: Application;
    after: Application;
    reason: string | undefined;
  },
): Promise<Application> {
  const { operator, action, before, after, reason } = decision;
  await audit.record(trx, {
    actorId: operator.userId,
    action,
    targetType: action.startsWith('deposit.') ? 'deposit' : 'withdrawal',
    targetId: after.id,
    before,
    after,
    reason,
    requestId: operator.requestId,
  });
  return after;
}
