import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { RUN_HEADER } from './counting-proxy.js';
import type { ScanTarget } from './targets.js';

export interface SqlmapSettings {
  level: number;
  risk: number;
  technique: string;
  /** Heavier tests only where the heuristics see a sign of injection. */
  smart: boolean;
  timeSec: number;
}

export type Verdict = 'not injectable' | 'INJECTABLE' | 'DBMS ERROR SHOWN' | 'INCOMPLETE';

export interface SqlmapOutcome {
  verdict: Verdict;
  /** The lines that decided it: injection points, DBMS errors, or sqlmap's critical messages. */
  evidence: string[];
  seconds: number;
  /** sqlmap's whole console output. */
  logFile: string;
}

/** `1.7.2#stable`, or undefined when sqlmap is not installed. */
export function sqlmapVersion(): string | undefined {
  try {
    return execFileSync('sqlmap', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .split('\n')[0]
      ?.trim();
  } catch {
    return undefined;
  }
}

/** The command line for one target, as run (the token shortened for printing). */
export function sqlmapArgs(target: ScanTarget, run: string, token: string, settings: SqlmapSettings, dir: string) {
  return [
    '-u',
    target.url,
    ...(target.queryParams.length > 0 ? ['-p', target.queryParams.join(',')] : []),
    '--batch',
    '--dbms=PostgreSQL',
    `--level=${settings.level}`,
    `--risk=${settings.risk}`,
    `--technique=${settings.technique}`,
    `--time-sec=${settings.timeSec}`,
    ...(settings.smart ? ['--smart'] : []),
    // sqlmap splits --headers on a literal backslash-n.
    `--headers=Authorization: Bearer ${token}\\n${RUN_HEADER}: ${run}`,
    '--parse-errors',
    '--skip-waf',
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${dir}`,
  ];
}

const INJECTABLE = /identified the following injection point|^Parameter: .+\(.+\)$|is vulnerable/im;
const CLEAN = /all tested parameters do not appear to be injectable/i;
const DBMS_ERROR = /parsed DBMS error message: (.*)/gi;

/** Reads sqlmap's console output. */
export function verdictOf(output: string): Pick<SqlmapOutcome, 'verdict' | 'evidence'> {
  const lines = output.split('\n');
  if (INJECTABLE.test(output)) {
    const start = lines.findIndex((line) => /^Parameter: /.test(line));
    return { verdict: 'INJECTABLE', evidence: lines.slice(Math.max(start, 0), Math.max(start, 0) + 12) };
  }
  const errors = [...output.matchAll(DBMS_ERROR)].map((m) => m[1] ?? '');
  if (errors.length > 0) return { verdict: 'DBMS ERROR SHOWN', evidence: errors };
  if (CLEAN.test(output)) return { verdict: 'not injectable', evidence: [] };
  return { verdict: 'INCOMPLETE', evidence: lines.filter((line) => /\[(CRITICAL|ERROR)\]/.test(line)) };
}

/** Runs sqlmap on one target, its output kept in `dir`/console.log. */
export async function runSqlmap(
  target: ScanTarget,
  run: string,
  token: string,
  settings: SqlmapSettings,
  dir: string,
): Promise<SqlmapOutcome> {
  mkdirSync(dir, { recursive: true });
  const logFile = join(dir, 'console.log');
  const started = performance.now();
  const child = spawn('sqlmap', sqlmapArgs(target, run, token, settings, dir), {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise<number>((resolve) => child.once('close', (exit) => resolve(exit ?? 1)));
  writeFileSync(logFile, output);
  const seconds = (performance.now() - started) / 1000;
  const outcome = verdictOf(output);
  if (outcome.verdict === 'not injectable' && code !== 0) {
    return { verdict: 'INCOMPLETE', evidence: [`sqlmap exited with ${code}`], seconds, logFile };
  }
  return { ...outcome, seconds, logFile };
}
