import { describe, expect, it } from 'vitest';
import { createFairTurns } from './fair-turns.js';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createFairTurns', () => {
  it('runs one task at a time and gives the turns to the lanes in rotation, not in order of asking', async () => {
    const turns = createFairTurns();
    const order: string[] = [];
    let running = 0;
    let most = 0;
    const task = (name: string) => async () => {
      running += 1;
      most = Math.max(most, running);
      order.push(name);
      await tick();
      running -= 1;
      return name;
    };
    const flood = ['a1', 'a2', 'a3', 'a4'].map((name) => turns.run('user:a', task(name)));
    const others = [turns.run('ip:health', task('h1')), turns.run('user:b', task('b1'))];
    expect(await Promise.all([...flood, ...others])).toEqual(['a1', 'a2', 'a3', 'a4', 'h1', 'b1']);
    expect(most).toBe(1);
    // a1 was already running; then each waiting lane in turn, the flooding one again last.
    expect(order).toEqual(['a1', 'a2', 'h1', 'b1', 'a3', 'a4']);
    expect(turns.waiting).toBe(0);
  });

  it('lets Node read its sockets between two turns: what arrives then is served before the rest of the queue ahead of it', async () => {
    const turns = createFairTurns();
    const order: string[] = [];
    const quick = (name: string) => async () => {
      order.push(name);
    };
    const queued = [
      turns.run('user:a', quick('a1')),
      turns.run('user:a', quick('a2')),
      turns.run('user:a', quick('a3')),
    ];
    // Stands for a request read from a socket while a1 runs: an I/O callback, after the microtasks.
    const arriving = new Promise<void>((resolve) =>
      setImmediate(() => resolve(turns.run('ip:health', quick('health')))),
    );
    await Promise.all([...queued, arriving]);
    expect(order).toEqual(['a1', 'a2', 'health', 'a3']);
  });

  it('passes a failure to its caller and still hands the turn on', async () => {
    const turns = createFairTurns();
    const failing = turns.run('user:a', async () => {
      throw new Error('statement failed');
    });
    const next = turns.run('user:a', async () => 'ran');
    await expect(failing).rejects.toThrow('statement failed');
    expect(await next).toBe('ran');
  });
});
