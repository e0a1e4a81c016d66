import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type ListParamsOptions, useListParams } from './use-list-params';

function paramsAt(url: string, options?: ListParamsOptions) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => useListParams(options), { wrapper }).result.current;
}

describe('useListParams', () => {
  it('reads the page size from the URL when the API would accept it', () => {
    expect(paramsAt('/things?limit=50').query).toMatchObject({ page: 1, limit: 50 });
    expect(paramsAt('/things?limit=1&page=3').query).toMatchObject({ page: 3, limit: 1 });
    expect(paramsAt('/things?limit=100').limit).toBe(100);
  });

  it("keeps the list's own page size for a missing or unusable limit", () => {
    for (const limit of ['', '0', '101', '2.5', '-5', 'ten']) {
      expect(paramsAt(`/things?limit=${limit}`).limit, limit).toBe(10);
    }
    expect(paramsAt('/things').limit).toBe(10);
    expect(paramsAt('/things', { limit: 25 }).limit).toBe(25);
    expect(paramsAt('/things?limit=500', { limit: 25 }).limit).toBe(25);
  });
});
