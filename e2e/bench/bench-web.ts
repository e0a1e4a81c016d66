/**
 * `npm run bench:web [-- --write] [-- --runs N]`: the web app's figures against its targets.
 *
 * After `npm run build` (the npm script runs it first):
 *  1. the JavaScript the sign-in page and the shell load, and each screen's chunk on demand,
 *     gzipped, from the build (apps/web/scripts/bundle-budget.ts);
 *  2. the real server on a fresh embedded database in a temp directory, 60 customers created
 *     through the API, and Lighthouse 12 (desktop preset, simulated throttling, cold cache) in
 *     the system Chromium on the sign-in page, signed out, and on the customers list showing
 *     50 rows (`/customers?limit=50`), signed in through the sign-in page;
 *  3. a table of the figures, targets and whether each is met; `--write` inserts it as a new
 *     section of BENCHMARKS.md, above the earlier ones.
 *
 * Each page is measured `--runs` times (3 unless told); the run with the median performance
 * score is reported. Exits 1 when a target is missed.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gstinCheckChar } from '@lathe/shared';
import { type BrowserContext, chromium } from '@playwright/test';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import {
  type BundleReport,
  ENTRY_BUDGET_BYTES,
  formatReport,
  kB,
  measureBundle,
  SCREEN_BUDGET_BYTES,
} from '../../apps/web/scripts/bundle-budget';
import { ADMIN } from '../support/env';
import { sharedMemoryArgs } from '../support/shared-memory';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const LIST_ROWS = 50;
const CUSTOMERS = 60;

const TARGETS = { performance: 95, accessibility: 95, cls: 0.02 };

const args = process.argv.slice(2);
const write = args.includes('--write');
const runsArg = args.indexOf('--runs');
const runs = runsArg >= 0 ? Math.max(1, Number(args[runsArg + 1]) || 1) : 3;

interface PageFigures {
  url: string;
  finalUrl: string;
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  siMs: number;
  /** Every performance score of the runs, in order. */
  scores: number[];
  /** Accessibility audits that failed, by id. */
  failedA11y: string[];
  /** Elements Lighthouse names as shifting, and the largest contentful one. */
  shiftElements: string[];
  lcpElement: string | undefined;
  jsTransferBytes: number;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

async function waitFor(url: string, server: ChildProcess, timeoutMs = 120_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    if (server.exitCode !== null) throw new Error(`The server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** The built server, as `npm start` runs it, on a fresh embedded database. */
async function startServer(dataDir: string) {
  const port = await freePort();
  const server = spawn(process.execPath, ['dist/server.js'], {
    cwd: join(ROOT, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      COMPANY_NAME: 'Acme Precision',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, server);
  return { base, server };
}

const STATES: [code: string, name: string][] = [
  ['27', 'Maharashtra'],
  ['29', 'Karnataka'],
  ['24', 'Gujarat'],
  ['33', 'Tamil Nadu'],
  ['06', 'Haryana'],
];
const TRADES = ['Auto Components', 'Hydraulics', 'Precision Gears', 'Pumps & Valves', 'Engineering Works'];
const TOWNS = ['Pune', 'Nashik', 'Rajkot', 'Hosur', 'Faridabad', 'Chakan', 'Peenya', 'Ambattur'];
const PEOPLE = ['Rohit Sharma', 'Anjali Kulkarni', 'Vivek Iyer', 'Pooja Patel', 'Sandeep Rao', 'Meera Nair'];

/** Customers as a shop keeps them: contact, phone, state, a valid GSTIN, payment terms. */
async function seedCustomers(base: string) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!login.ok) throw new Error(`Signing in through the API failed: ${login.status}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  for (let i = 1; i <= CUSTOMERS; i++) {
    const [code, state] = STATES[i % STATES.length] ?? ['27', 'Maharashtra'];
    const pan = `AAB${'CFHPT'[i % 5]}${String.fromCharCode(65 + (i % 26))}${String(1000 + i).padStart(4, '0')}${String.fromCharCode(65 + ((i * 7) % 26))}`;
    const first14 = `${code}${pan}1Z`;
    const body = {
      partyCode: `C${String(i).padStart(4, '0')}`,
      name: `${TOWNS[i % TOWNS.length]} ${TRADES[i % TRADES.length]} ${i % 3 === 0 ? 'Pvt. Ltd.' : 'LLP'}`,
      contactPerson: PEOPLE[i % PEOPLE.length],
      phone: `+91 98${String(20000000 + i * 7919).slice(0, 8)}`,
      gstin: `${first14}${gstinCheckChar(first14)}`,
      state,
      paymentTermsDays: [15, 30, 45, 60][i % 4],
      isActive: i % 11 !== 0,
    };
    const res = await fetch(`${base}/api/customers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
      body: JSON.stringify(body),
    });
    if (res.status !== 201) throw new Error(`Creating customer ${i} failed: ${res.status} ${await res.text()}`);
  }
}

/** Signs in through the sign-in screen, so the session lands in localStorage as a person's would. */
async function signIn(context: BrowserContext, base: string) {
  const page = await context.newPage();
  await page.goto(`${base}/auth/signin`);
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
  // The list renders its rows for a signed-in user: the run below measures that page, not a redirect.
  await page.goto(`${base}/customers?limit=${LIST_ROWS}`);
  await page.getByRole('row').nth(LIST_ROWS).waitFor();
  const rows = (await page.getByRole('row').count()) - 1;
  if (rows !== LIST_ROWS) throw new Error(`The list shows ${rows} rows, not ${LIST_ROWS}`);
  await page.goto('about:blank');
  await page.close();
}

const median = <T>(items: T[], by: (item: T) => number) =>
  [...items].sort((a, b) => by(a) - by(b))[Math.floor((items.length - 1) / 2)] as T;

function figuresOf(lhr: Result, scores: number[]): PageFigures {
  const audit = (id: string) => lhr.audits[id];
  const numeric = (id: string) => audit(id)?.numericValue ?? Number.NaN;
  const a11y = lhr.categories.accessibility;
  const failedA11y = (a11y?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (audit(ref.id)?.score ?? 1) < 1)
    .map((ref) => ref.id);
  const items = (id: string) =>
    ((audit(id)?.details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined)?.items ?? [])
      .map((item) => item.node?.snippet ?? item.node?.selector)
      .filter((text): text is string => !!text);
  const network = (audit('network-requests')?.details as { items?: { resourceType?: string; transferSize?: number }[] })
    ?.items;
  return {
    url: lhr.requestedUrl ?? '',
    finalUrl: lhr.finalDisplayedUrl,
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((a11y?.score ?? 0) * 100),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    siMs: numeric('speed-index'),
    scores,
    failedA11y,
    shiftElements: items('layout-shifts'),
    lcpElement: items('largest-contentful-paint-element')[0],
    jsTransferBytes: (network ?? [])
      .filter((r) => r.resourceType === 'Script')
      .reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

/** Lighthouse on one URL, `runs` times in the open browser; the median run by performance score. */
async function measurePage(url: string, port: number): Promise<{ figures: PageFigures; lhr: Result }> {
  const flags: Flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    // The default reset empties the HTTP cache (a cold load) but not localStorage, where the
    // session the sign-in left lives; an explicit list keeps it that way whatever the default.
    clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'],
  };
  const results: Result[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, flags, desktopConfig);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    results.push(result.lhr);
    process.stdout.write(
      `  ${url} run ${i + 1}: performance ${Math.round((result.lhr.categories.performance?.score ?? 0) * 100)}\n`,
    );
  }
  const scores = results.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
  const lhr = median(results, (r) => r.categories.performance?.score ?? 0);
  return { figures: figuresOf(lhr, scores), lhr };
}

const ms = (value: number) => `${Math.round(value)} ms`;
const met = (ok: boolean) => (ok ? 'met' : '**not met**');

function machine() {
  const cpus = os.cpus();
  const gib = Math.round(os.totalmem() / 2 ** 30);
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${gib} GiB, ${os.type()} ${os.release()}, Node ${process.version}`;
}

function chromiumVersion(port: number) {
  return fetch(`http://127.0.0.1:${port}/json/version`)
    .then((r) => r.json() as Promise<{ Browser?: string }>)
    .then((v) => v.Browser?.replace('/', ' ') ?? 'unknown')
    .catch(() => execFileSync(CHROMIUM, ['--version']).toString().trim());
}

interface Outcome {
  rows: [figure: string, target: string, measured: string, verdict: string][];
  allMet: boolean;
}

function outcome(bundle: BundleReport, signIn: PageFigures, list: PageFigures): Outcome {
  const rows: Outcome['rows'] = [];
  let allMet = true;
  const check = (figure: string, target: string, measured: string, ok: boolean | null) => {
    if (ok === false) allMet = false;
    rows.push([figure, target, measured, ok === null ? '—' : met(ok)]);
  };
  const largest = bundle.screens[0];
  check(
    'Sign-in page + shell JS, gzipped',
    `≤ ${kB(ENTRY_BUDGET_BYTES)}`,
    kB(bundle.signIn.gzipBytes),
    bundle.signIn.gzipBytes <= ENTRY_BUDGET_BYTES,
  );
  check('Shell alone (entry + static imports)', '—', kB(bundle.shell.gzipBytes), null);
  check(
    'Screens loaded on demand',
    'each its own chunk',
    `${bundle.screens.length} lazy screens`,
    bundle.screensAreLazy,
  );
  if (largest) {
    check(
      `Largest screen on demand (${largest.src.replace(/^src\/features\//, '').replace(/\.tsx?$/, '')})`,
      `≤ ${kB(SCREEN_BUDGET_BYTES)}`,
      kB(largest.gzipBytes),
      largest.gzipBytes <= SCREEN_BUDGET_BYTES,
    );
  }
  check('Customers list page JS (shell + screen), gzipped', '—', kB(bundle.listPage.gzipBytes), null);
  for (const [name, page, targeted] of [
    [`Customers list, ${LIST_ROWS} rows`, list, true],
    ['Sign-in page', signIn, false],
  ] as const) {
    const target = (value: string) => (targeted ? value : '—');
    check(
      `${name}: Lighthouse performance`,
      target(`≥ ${TARGETS.performance}`),
      `${page.performance} (runs: ${page.scores.join(', ')})`,
      targeted ? page.performance >= TARGETS.performance : null,
    );
    check(
      `${name}: Lighthouse accessibility`,
      target(`≥ ${TARGETS.accessibility}`),
      String(page.accessibility),
      targeted ? page.accessibility >= TARGETS.accessibility : null,
    );
    check(
      `${name}: cumulative layout shift`,
      target(`≤ ${TARGETS.cls}`),
      page.cls.toFixed(3),
      targeted ? page.cls <= TARGETS.cls : null,
    );
    check(`${name}: largest contentful paint`, '—', ms(page.lcpMs), null);
    check(`${name}: total blocking time`, '—', ms(page.tbtMs), null);
    check(`${name}: first contentful paint`, '—', ms(page.fcpMs), null);
    check(`${name}: JS transferred (brotli)`, '—', kB(page.jsTransferBytes), null);
  }
  return { rows, allMet };
}

function section(date: string, env: { machine: string; chromium: string; lighthouse: string }, result: Outcome) {
  const table = [
    '| figure | target | measured | |',
    '|---|---|---|---|',
    ...result.rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
  return [
    `## ${date} — npm run bench:web`,
    '',
    'The web app against the performance targets: the JavaScript the sign-in page and the',
    "signed-in shell load before any screen (gzipped, from the production build's manifest), and",
    `Lighthouse ${env.lighthouse} (desktop preset, simulated throttling, a cold HTTP cache) on the`,
    `customers list showing ${LIST_ROWS} rows, signed in, and on the sign-in page, signed out. The real`,
    `server serves the build from a fresh embedded database holding ${CUSTOMERS} customers; each page is`,
    `measured ${runs} times and the run with the median performance score is reported.`,
    '',
    `Machine: ${env.machine}. Browser: ${env.chromium}, headless.`,
    '',
    table,
    '',
    'Rerun: `npm run bench:web` (prints the same table; `-- --write` adds it here, `-- --runs N`).',
    '',
  ].join('\n');
}

/** Inserts the section after the introduction, before the first `## ` heading. */
function writeBenchmarks(text: string) {
  const file = join(ROOT, 'BENCHMARKS.md');
  const current = readFileSync(file, 'utf8');
  const at = current.search(/^## /m);
  const next = at < 0 ? `${current.trimEnd()}\n\n${text}` : `${current.slice(0, at)}${text}\n${current.slice(at)}`;
  writeFileSync(file, next);
}

async function main() {
  if (!existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM}: install it or set CHROMIUM_PATH`);
  const bundle = measureBundle();
  console.log(formatReport(bundle));

  const dataDir = mkdtempSync(join(os.tmpdir(), 'lathe-bench-web-'));
  const userDataDir = mkdtempSync(join(os.tmpdir(), 'lathe-bench-chromium-'));
  const { base, server } = await startServer(dataDir);
  let context: BrowserContext | undefined;
  try {
    await seedCustomers(base);
    const port = await freePort();
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      // Lighthouse sets the screen it measures; Playwright must not impose its own.
      viewport: null,
      args: [
        `--remote-debugging-port=${port}`,
        '--no-sandbox',
        '--disable-gpu',
        ...sharedMemoryArgs(),
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    });
    const env = {
      machine: machine(),
      chromium: await chromiumVersion(port),
      lighthouse: (
        JSON.parse(readFileSync(join(ROOT, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }
      ).version,
    };
    console.log(`\n${env.machine}\n${env.chromium}, Lighthouse ${env.lighthouse}\n`);

    const signInPage = await measurePage(`${base}/auth/signin`, port);
    await signIn(context, base);
    const list = await measurePage(`${base}/customers?limit=${LIST_ROWS}`, port);
    if (!list.figures.finalUrl.includes('/customers')) {
      throw new Error(`Lighthouse ended on ${list.figures.finalUrl}, not the list: the session was lost`);
    }

    const reports = mkdtempSync(join(os.tmpdir(), 'lathe-lighthouse-'));
    writeFileSync(join(reports, 'sign-in.json'), JSON.stringify(signInPage.lhr));
    writeFileSync(join(reports, 'customers-list.json'), JSON.stringify(list.lhr));

    const result = outcome(bundle, signInPage.figures, list.figures);
    const date = new Date().toISOString().slice(0, 10);
    const text = section(date, env, result);
    console.log(`\n${text}`);
    for (const [name, page] of [
      ['sign-in', signInPage.figures],
      ['list', list.figures],
    ] as const) {
      if (page.failedA11y.length) console.log(`${name}: failed accessibility audits: ${page.failedA11y.join(', ')}`);
      if (page.shiftElements.length) console.log(`${name}: shifting elements: ${page.shiftElements.join(' | ')}`);
      if (page.lcpElement) console.log(`${name}: largest contentful paint element: ${page.lcpElement}`);
    }
    console.log(`Lighthouse reports (JSON): ${reports}`);
    if (write) {
      writeBenchmarks(text);
      console.log('BENCHMARKS.md: section added');
    }
    if (!result.allMet) process.exitCode = 1;
  } finally {
    await context?.close();
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
