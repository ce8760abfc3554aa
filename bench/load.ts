// The load generator, in a process of its own so it never shares the server's event loop or the
// bench's: `node --import tsx bench/load.ts <job as JSON>` drives the job with autocannon and
// prints its result as one JSON line. `loadTest` in harness.ts starts it.
import autocannon from 'autocannon';
import type { LoadJob, LoadResult } from './harness';

const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
let next = 0;
// The rate is timed here, first request to last response: autocannon ends a run of a fixed
// amount at its next one-second tick, so its own duration rounds every run up to whole seconds.
let lastResponse = 0;
const started = performance.now();

const result = await autocannon({
  url: job.base,
  connections: job.connections,
  amount: job.requests,
  timeout: 30,
  requests: [
    {
      // Calls take turns in order, so every member and body gets its share.
      setupRequest: (request) => {
        const call = job.calls[next++ % job.calls.length]!;
        return {
          ...request,
          method: call.method,
          path: call.path,
          headers: {
            ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
          },
          ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
        };
      },
      onResponse: () => {
        lastResponse = performance.now();
      },
    },
  ],
});

const answer: LoadResult = {
  perSecond: result['2xx'] / ((lastResponse - started) / 1000),
  p50: result.latency.p50,
  p99: result.latency.p99,
  failed: result.non2xx + result.errors,
};
console.log(JSON.stringify(answer));
