import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from './save-file';

afterEach(() => {
  vi.useRealTimers();
});

describe('saveFile', () => {
  it('clicks a temporary download link to an object URL, then releases both', () => {
    vi.useFakeTimers();
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/1');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const blob = new Blob(['a,b'], { type: 'text/csv' });

    saveFile(blob, 'things.csv');

    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('things.csv');
    expect(clicked[0]?.href).toBe('blob:http://localhost/1');
    expect(document.querySelector('a')).toBeNull();
    vi.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1');
  });
});
