import { notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { setLiveData } from './query';

/** A server list and a query on it whose answers are held until released, in order. */
function heldList() {
  const stored = ['first'];
  const held: Array<() => void> = [];
  const queryClient = new QueryClient();
  const observer = new QueryObserver(queryClient, {
    queryKey: ['messages'],
    staleTime: 0,
    queryFn: () => {
      const answer = [...stored];
      return new Promise<string[]>((resolve) => held.push(() => resolve(answer)));
    },
  });
  const unsubscribe = observer.subscribe(() => {});
  // React Query hands results and refetches on through its notifyManager, a task later: this
  // resolves once what it had scheduled before has run.
  const settle = () => new Promise<void>((resolve) => notifyManager.schedule(resolve));
  const releaseAll = async () => {
    while (held.length > 0) {
      held.shift()?.();
      await settle();
    }
  };
  return { stored, held, queryClient, unsubscribe, settle, releaseAll };
}

describe('setLiveData', () => {
  it('keeps news that arrives while the list is being fetched (the fetch was answered before it)', async () => {
    const list = heldList();
    list.held.shift()?.(); // the screen's first load
    await list.settle();
    void list.queryClient.invalidateQueries({ queryKey: ['messages'] }); // a refetch, now in flight
    await list.settle();
    expect(list.held).toHaveLength(1);

    // The message is stored, then comes over the socket while that older answer is on its way.
    list.stored.push('second');
    setLiveData<string[]>(list.queryClient, ['messages'], (old) => (old ? [...old, 'second'] : old));
    expect(list.queryClient.getQueryData(['messages'])).toEqual(['first', 'second']);

    await list.releaseAll();
    expect(list.queryClient.getQueryData(['messages'])).toEqual(['first', 'second']);
    list.unsubscribe();
  });

  it('asks nothing again when no fetch is in flight', async () => {
    const list = heldList();
    list.held.shift()?.();
    await list.settle();
    setLiveData<string[]>(list.queryClient, ['messages'], (old) => (old ? [...old, 'second'] : old));
    await list.settle();
    expect(list.held).toHaveLength(0);
    expect(list.queryClient.getQueryData(['messages'])).toEqual(['first', 'second']);
    list.unsubscribe();
  });
});
