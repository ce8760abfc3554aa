// Push stream clients, in a process of their own so reading thousands of streams never shares the
// server's event loop: `node --import tsx bench/push-clients.ts <url> <streams>`, forked with an IPC
// channel by settlement-push.ts. Plain sockets with a hand-written GET, so the instrument costs
// little beside the server it measures. Opens the streams, says `ready`, then for each fixture
// update (its `status` numbers it) says `received` with the wall-clock arrival times once every
// stream has it.
import net from 'node:net';

const [url, count] = [new URL(process.argv[2]!), Number(process.argv[3])];
const request = `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\n\r\n`;
/** A few at a time, as browsers arrive: thousands of connections at once overflow the listen queue. */
const OPENING_AT_ONCE = 20;
/** Wall-clock milliseconds, comparable across the bench's processes. */
const wallClock = () => performance.timeOrigin + performance.now();
const arrivals = new Map<number, number[]>();
const update = /"id":1,"status":(\d+)/g;

/** Opens one stream; settles once the server has said `ready` on it. */
function openStream(): Promise<void> {
  return new Promise((opened, failed) => {
    const socket = net.connect(Number(url.port), url.hostname, () => socket.write(request));
    socket.setEncoding('latin1');
    let [answered, open] = [false, false];
    socket.on('data', (chunk: string) => {
      if (!answered && !chunk.startsWith('HTTP/1.1 200'))
        return failed(new Error(`stream refused: ${chunk.split('\r\n')[0]}`));
      answered = true;
      if (!open) {
        open = chunk.includes('event: ready');
        if (open) opened();
        return;
      }
      // One write of the server is one SSE frame: the update's number is in it.
      for (const match of chunk.matchAll(update)) {
        const number = Number(match[1]);
        const times = arrivals.get(number) ?? [];
        times.push(wallClock());
        arrivals.set(number, times);
        if (times.length === count) {
          process.send!({ type: 'received', update: number, times });
          arrivals.delete(number);
        }
      }
    });
    socket.on('error', failed);
  });
}

let next = 0;
await Promise.all(
  Array.from({ length: OPENING_AT_ONCE }, async () => {
    while (next < count) {
      next += 1;
      await openStream();
    }
  }),
);
process.send!({ type: 'ready' });
process.on('disconnect', () => process.exit(0));
