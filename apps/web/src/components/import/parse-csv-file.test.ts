import { describe, expect, it, vi } from 'vitest';
import { PARSE_CHUNK_BYTES, parseCsvFile } from './parse-csv-file';

const csvFile = (text: string) => new File([text], 'things.csv', { type: 'text/csv' });

describe('parseCsvFile', () => {
  it('reads the header row and the data rows, skipping blank lines and cells past the header', async () => {
    const onProgress = vi.fn();
    const parsed = await parseCsvFile(
      csvFile('\ufeff code , name\r\nA1,"Alpha, Ltd"\r\n\r\n  ,  \r\nB2,Beta,extra\r\nC3\r\n'),
      onProgress,
    );
    expect(parsed.fields).toEqual(['code', 'name']);
    expect(parsed.rows).toEqual([{ code: 'A1', name: 'Alpha, Ltd' }, { code: 'B2', name: 'Beta' }, { code: 'C3' }]);
    expect(onProgress).toHaveBeenLastCalledWith(100);
  });

  it('reports progress slice by slice on a large file', async () => {
    const line = `${'x'.repeat(99)},y\n`;
    const text = `a,b\n${line.repeat(Math.ceil((PARSE_CHUNK_BYTES * 2.5) / line.length))}`;
    const onProgress = vi.fn();
    const parsed = await parseCsvFile(csvFile(text), onProgress);
    expect(parsed.rows.length).toBe(Math.ceil((PARSE_CHUNK_BYTES * 2.5) / line.length));
    const percents = onProgress.mock.calls.map(([p]) => p);
    expect(percents).toEqual([40, 80, 100]);
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    const parsing = parseCsvFile(csvFile('a\n1\n'), () => {}, controller.signal);
    controller.abort();
    await expect(parsing).rejects.toBeDefined();
  });
});
