import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

/*
 * The server modules' graph: module A depends on B when a file of A (tests and test kits aside)
 * imports from `../B/…`. Biome keeps those imports to B's face (index.ts); this keeps the graph
 * one way, as docs/decisions.md says ("Server modules and their faces"): a cycle of modules, even
 * through their faces, fails here with the modules that make it.
 */

const MODULES = dirname(fileURLToPath(import.meta.url));
const TEST_FILE = /(\.test|-test-kit|-fixture)\.ts$/;
const IMPORT = /(?:from|import\()\s*'\.\.\/([a-z0-9-]+)\//g;

/** Each module's modules, from its files' imports. */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const module of readdirSync(MODULES, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    const uses = new Set<string>();
    for (const file of readdirSync(join(MODULES, module.name))) {
      if (!file.endsWith('.ts') || TEST_FILE.test(file)) continue;
      for (const match of readFileSync(join(MODULES, module.name, file), 'utf8').matchAll(IMPORT)) {
        if (match[1] !== module.name) uses.add(match[1] as string);
      }
    }
    graph.set(module.name, uses);
  }
  return graph;
}

/** Every cycle the depth-first walk meets, each as the modules around it, first one repeated last. */
function cyclesOf(graph: ReadonlyMap<string, ReadonlySet<string>>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (module: string) => {
    const at = path.indexOf(module);
    if (at >= 0) {
      cycles.push([...path.slice(at), module]);
      return;
    }
    if (done.has(module)) return;
    path.push(module);
    for (const next of graph.get(module) ?? []) visit(next);
    path.pop();
    done.add(module);
  };
  for (const module of graph.keys()) visit(module);
  return cycles;
}

it('finds a cycle of modules, however long', () => {
  const graph = new Map([
    ['invoices', new Set(['sales-orders'])],
    ['sales-orders', new Set(['stock'])],
    ['stock', new Set(['invoices'])],
    ['company', new Set<string>()],
  ]);
  expect(cyclesOf(graph)).toEqual([['invoices', 'sales-orders', 'stock', 'invoices']]);
  expect(
    cyclesOf(
      new Map([
        ['a', new Set(['b'])],
        ['b', new Set<string>()],
      ]),
    ),
  ).toEqual([]);
});

it('has server modules that depend on one another one way only: no cycle', () => {
  const graph = moduleGraph();
  // The walk read the imports: sales orders' machine hours read the schedule's plan.
  expect([...(graph.get('sales-orders') ?? [])]).toEqual(expect.arrayContaining(['schedule']));
  expect(cyclesOf(graph)).toEqual([]);
});
