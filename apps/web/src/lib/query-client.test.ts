import { describe, expect, it } from 'vitest';
import { createQueryClient, writeQueriesData, writeQueryData } from './query-client';

/** A fetch whose answer the test hands over when it chooses. */
function heldFetch<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

describe('writing query data', () => {
  it('cancels a fetch in flight, so its older answer never replaces the write', async () => {
    const queryClient = createQueryClient();
    const held = heldFetch<string[]>();
    const fetching = queryClient.fetchQuery({ queryKey: ['cart'], queryFn: () => held.promise }).catch(() => null);
    expect(writeQueryData(queryClient, ['cart'], ['a', 'b'])).toBe(true);
    held.answer(['a']);
    await fetching;
    expect(queryClient.getQueryData(['cart'])).toEqual(['a', 'b']);
    expect(writeQueryData(queryClient, ['cart'], ['a', 'b', 'c'])).toBe(false);
  });

  it('does so for every page a filter matches', async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(['list', 1], ['old']);
    const held = heldFetch<string[]>();
    const fetching = queryClient.fetchQuery({ queryKey: ['list', 2], queryFn: () => held.promise }).catch(() => null);
    expect(writeQueriesData<string[]>(queryClient, { queryKey: ['list'] }, () => ['patched'])).toBe(true);
    held.answer(['stale']);
    await fetching;
    expect(queryClient.getQueryData(['list', 1])).toEqual(['patched']);
    expect(queryClient.getQueryData(['list', 2])).not.toEqual(['stale']);
  });
});
