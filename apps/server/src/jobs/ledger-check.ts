// `npm run ledger:check`: proves the ledger of the configured database (DATA_DIR or DATABASE_URL).
// Exit 0 when every check holds, 1 with the offending rows when one does not.
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { openDatabase, UNHURRIED_LIMITS } from '../db/database';
import { migrate } from '../db/migrate';

try {
  const config = { ...loadConfig(), logLevel: 'warn' as const };
  // Its checks read the whole ledger: as long as that takes, not a request's few seconds.
  const database = await openDatabase(
    config.databaseUrl ? { kind: 'postgres', url: config.databaseUrl } : { kind: 'pglite', dataDir: config.dataDir },
    UNHURRIED_LIMITS,
  );
  await migrate(database.unhurried);
  const app = await buildApp({ config, database });
  const report = await app.services.wallet.checkLedger();
  await app.close();
  await database.close();

  const line = (ok: boolean, text: string) => console.log(`${ok ? 'ok  ' : 'FAIL'}  ${text}`);
  line(
    report.unbalancedTransactions.length === 0,
    `every ledger transaction sums to zero (${report.unbalancedTransactions.length} do not)`,
  );
  line(
    report.orphanEntries.length === 0,
    `every entry's transaction and account exist (${report.orphanEntries.length} entries lack one)`,
  );
  line(
    report.cachedBalanceMismatches.length === 0,
    `every member balance equals the sum of its entries (${report.cachedBalanceMismatches.length} differ)`,
  );
  line(
    report.negativeMemberBalances.length === 0,
    `no member balance is negative (${report.negativeMemberBalances.length} are)`,
  );
  line(
    report.withdrawalHolds.held === report.withdrawalHolds.pending,
    `withdrawal holds ${report.withdrawalHolds.held} won = pending withdrawals ${report.withdrawalHolds.pending} won`,
  );
  if (!report.ok) {
    console.log(JSON.stringify(report, null, 2));
    process.exit(1);
  }
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
