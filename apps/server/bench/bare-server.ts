/**
 * The floor under our server: Fastify and `pg` alone, one route sending the rows of one
 * captured statement as JSON (Fastify's default serializer), with no auth, validation, hooks,
 * logging or mapping. Started by bare-floor.ts with BARE_URL, BARE_SQL ({query, params}) and PORT.
 */
import Fastify from 'fastify';
import pg from 'pg';

const { query, params } = JSON.parse(process.env.BARE_SQL ?? '{}') as { query: string; params: unknown[] };
const pool = new pg.Pool({ connectionString: process.env.BARE_URL, max: 10 });
const app = Fastify({ logger: false });
app.get('/bare', async () => (await pool.query(query, params)).rows);
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  app
    .close()
    .then(() => pool.end())
    .finally(() => process.exit(0));
});
