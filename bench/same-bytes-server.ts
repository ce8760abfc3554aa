// The reference for served pages: a bare Fastify process answering every GET with the same bytes
// from memory (`node --import tsx bench/same-bytes-server.ts <file>`); prints its address.
import fs from 'node:fs';
import Fastify from 'fastify';

const body = fs.readFileSync(process.argv[2] ?? '');
const app = Fastify();
app.get('/*', (_request, reply) => reply.type('application/json; charset=utf-8').send(body));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening at ${address}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
