import net from 'node:net';

/**
 * A TCP hop between the app and a server it needs (PostgreSQL, Redis) that can be cut: every
 * connection through it dropped and new ones refused, as a restart or a network cut does, then
 * let through again. Or stalled: connections open and stay open, but nothing crosses either way
 * (packets dropped, not refused); what was sent is held and arrives once restored, as TCP
 * retransmits it when the network heals.
 */
export async function cuttableHop(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let stalled = false;
  /** What crossing the hop waits for the stall to end, in order. */
  const held: (() => void)[] = [];
  const pass = (cross: () => void) => (stalled ? held.push(cross) : cross());
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk) => pass(() => to.write(chunk)));
      from.on('end', () => pass(() => to.end()));
      from.on('close', () => {
        sockets.delete(from);
        pass(() => to.destroy());
      });
      from.on('error', () => from.destroy());
    }
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    stall() {
      stalled = true;
    },
    async restore() {
      stalled = false;
      for (const cross of held.splice(0)) cross();
      if (!server.listening) await listen(port);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
