// Wallet throughput: cash → casino conversions of 1 won through the HTTP API.
import {
  compareWithPgbench,
  compareWithPglite,
  fundedMembers,
  loadTest,
  report,
  withPgliteServer,
  withPostgresServer,
} from './harness';

const MEMBERS = 8;
const REQUESTS = 2_000;

const conversions = async (base: string) => {
  const tokens = await fundedMembers(base, MEMBERS, 10_000_000);
  return loadTest(
    base,
    REQUESTS,
    tokens.map((token) => ({
      method: 'POST',
      path: '/api/transactions/balances/convert-cash-to-casino',
      token,
      body: { amount: 1 },
    })),
  );
};

export async function walletBenchmark() {
  console.log(`\nWallet: ${REQUESTS} conversions through HTTP over ${MEMBERS} members (autocannon, own process)`);
  const onPglite = await withPgliteServer(conversions);
  report('PGlite', 'conversions', onPglite);
  await compareWithPglite(onPglite, REQUESTS);
  await withPostgresServer(async (base, databaseUrl) => {
    const result = await conversions(base);
    report('PostgreSQL', 'conversions', result);
    compareWithPgbench(result, databaseUrl, REQUESTS);
  });
}
