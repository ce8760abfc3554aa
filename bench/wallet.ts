// Wallet throughput: cash → casino conversions of 1 won through the HTTP API.
import {
  api,
  compareWithPgbench,
  fundedMembers,
  measure,
  report,
  withPgliteServer,
  withPostgresServer,
} from './harness';

const MEMBERS = 8;
const REQUESTS = 2_000;

const conversions = async (base: string) => {
  const tokens = await fundedMembers(base, MEMBERS, 10_000_000);
  return measure(REQUESTS, (index) =>
    api(
      base,
      'POST',
      '/api/transactions/balances/convert-cash-to-casino',
      { amount: 1 },
      tokens[index % tokens.length],
    ),
  );
};

export async function walletBenchmark() {
  console.log(`\nWallet: ${REQUESTS} conversions through HTTP over ${MEMBERS} members`);
  report('PGlite', 'conversions', await withPgliteServer(conversions));
  await withPostgresServer(async (base, databaseUrl) => {
    const result = await conversions(base);
    report('PostgreSQL', 'conversions', result);
    compareWithPgbench(result, databaseUrl, REQUESTS);
  });
}
