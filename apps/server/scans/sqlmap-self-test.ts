/**
 * `npm run scan:sql:self-test`: shows the scan finds an injection when there is one, so its
 * "nothing injectable" means something. Bundles the server with one deliberate hole, list
 * search spliced into the SQL text instead of bound (lib/list.ts `searchCondition`), into
 * apps/server/scans/dist/ (git-ignored), starts it on a fresh embedded database on port
 * 4390–4399, adds departments through the API, and runs the full scan on GET /api/departments
 * against it (level 3: the LIKE-pattern boundaries that find this hole are not in level 1). Passes only when the scan exits 1 and names `search` injectable.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { seedThroughApi } from './seed-through-api.js';

const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(SERVER_ROOT, 'scans', 'dist');
const ADMIN = { email: 'scan@example.com', password: 'scan-self-test-1' };
/** lib/list.ts's searchCondition as written (the search bound as a parameter), and the hole put in its place. */
const SAFE =
  // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source to find in lib/list.ts, not a template
  'const pattern = `%${escapeLike(search)}%`;\n  return or(...columns.map((column) => ilike(column, pattern)));';
// biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source to bundle, not a template
const HOLE = "return or(...columns.map((column) => sql`${column} ilike '%${sql.raw(search)}%'`));";

/** The server bundle with the hole, its paths pointing at apps/server as the real bundle's do. */
async function buildVulnerableServer() {
  const external = Object.keys(
    (JSON.parse(readFileSync(join(SERVER_ROOT, 'package.json'), 'utf8')) as { dependencies: object }).dependencies,
  ).filter((name) => name !== '@lathe/shared');
  let patched = false;
  await build({
    entryPoints: [join(SERVER_ROOT, 'src', 'server.ts')],
    outfile: join(OUT_DIR, 'server.js'),
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: [...external, 'zod'],
    logLevel: 'warning',
    plugins: [
      {
        name: 'sql-injection-hole',
        setup(builder) {
          builder.onLoad({ filter: /src[\\/](lib[\\/]list|paths)\.ts$/ }, (args) => {
            const source = readFileSync(args.path, 'utf8');
            if (args.path.endsWith('paths.ts')) {
              return { contents: `export const SERVER_ROOT = ${JSON.stringify(SERVER_ROOT)};`, loader: 'ts' };
            }
            if (!source.includes(SAFE)) throw new Error('lib/list.ts searchCondition changed: update the self-test');
            patched = true;
            return { contents: source.replace(SAFE, HOLE), loader: 'ts' };
          });
        },
      },
    ],
  });
  if (!patched) throw new Error('The hole was not made: lib/list.ts was not bundled');
}

async function startVulnerableServer(dataDir: string, port: number) {
  const child: ChildProcess = spawn(process.execPath, [join(OUT_DIR, 'server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: randomBytes(36).toString('base64url'),
      ACCESS_TOKEN_TTL: '2h',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      WRITE_RATE_LIMIT: '1000000',
      EXPORT_RATE_LIMIT: '1000000',
      READ_RATE_LIMIT: '1000000',
      READS_IN_FLIGHT: '1000000',
    },
    stdio: 'ignore',
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`The vulnerable server exited with ${child.exitCode}`);
    if (waited > 120_000) throw new Error('The vulnerable server did not answer /api/health within 120 s');
    const health = await fetch(`${origin}/api/health`).catch(() => undefined);
    if (health?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { origin, child };
}

async function main(): Promise<number> {
  console.log('Building the server with list search spliced into its SQL …');
  await buildVulnerableServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'lathe-sqlmap-self-test-'));
  const port = 4390 + Math.floor(Math.random() * 10);
  const { origin, child } = await startVulnerableServer(dataDir, port);
  try {
    const login = await fetch(`${origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    await seedThroughApi(origin, accessToken);
    const scan = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        join(SERVER_ROOT, 'scans', 'sqlmap.ts'),
        '--only',
        '^/api/departments$',
        '--origin',
        origin,
        '--email',
        ADMIN.email,
        '--password',
        ADMIN.password,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    scan.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    const code = await new Promise<number | null>((resolve) => scan.once('close', resolve));
    const found =
      code === 1 && /GET \/api\/departments .*\| INJECTABLE/.test(output) && /Parameter: search/.test(output);
    console.log(
      found
        ? '\nSelf-test passed: the scan found the injected hole in search.'
        : `\nSelf-test FAILED: the scan exited ${code} and did not report search as injectable.`,
    );
    return found ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(OUT_DIR, { recursive: true, force: true });
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 2;
  },
);
