// `npm run cluster`: the topology an operator deploys, on this machine (bench/local-cluster.ts):
// its own PostgreSQL and Redis, CLUSTER_API_PROCESSES API processes (3) each running the workers,
// HAProxy in front on PORT (3000). The member site works through it as through `npm start`.
// Ctrl-C stops it all and removes the folder; an API process that dies is started again.
import { startLocalCluster } from './local-cluster';

const apiProcesses = Number(process.env.CLUSTER_API_PROCESSES ?? 3);
const port = Number(process.env.PORT ?? 3000);

try {
  const cluster = await startLocalCluster({ apiProcesses, port });
  const stop = () => void cluster.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  console.log(
    [
      `\nHanpan cluster running at http://localhost:${port}`,
      `  HAProxy on :${port} → ${apiProcesses} API processes (${cluster.apiNames.map(cluster.apiUrl).join(', ')}), each running the workers`,
      `  PostgreSQL ${cluster.databaseUrl} (its own, in ${cluster.folder}/postgres)`,
      `  Redis ${cluster.redisUrl}`,
      `  logs: ${cluster.folder}/*.log`,
      '  demo logins: demo / demo1234, admin / admin1234, agent / agent1234 (this machine only)',
      'Ctrl-C stops everything and removes the folder.',
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
