import net from 'node:net';

/**
 * A TCP hop between the app and a server it needs (PostgreSQL, Redis) that can be cut: every
 * connection through it dropped and new ones refused, as a restart or a network cut does, then
 * let through again.
 */
export async function cuttableHop(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(target);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
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
    restore: () => listen(port),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
