import type { ListQuery } from '@lathe/shared';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reloadSignedInUser } from './auth-session';
import type { ActionVariables, Resource, SaveAndVariables } from './resource-api';

/**
 * Refreshes what a change to the resource makes stale on other screens (its `alsoRefresh`, e.g.
 * the dashboard and the notifications after an order or an invoice changes). A feature's own
 * action hooks (confirm, dispatch, issue, payments) call it too, so every change refreshes the same.
 */
export const refreshDependents = <T, C, U, A extends string>(client: QueryClient, resource: Resource<T, C, U, A>) =>
  Promise.all(resource.alsoRefresh.map((queryKey) => client.invalidateQueries({ queryKey })));

/** After a change: refresh the lists and the dependent queries, and the signed-in user when the resource shapes it. */
async function afterChange<T, C, U, A extends string>(client: QueryClient, resource: Resource<T, C, U, A>) {
  if (resource.affectsSignedInUser) void reloadSignedInUser().catch(() => {});
  await Promise.all([
    client.invalidateQueries({ queryKey: resource.keys.lists() }),
    refreshDependents(client, resource),
  ]);
}

/** The item as the server answered it becomes its cached copy; then the lists and dependents refresh. */
async function storeAnswer<T, C, U, A extends string>(
  client: QueryClient,
  resource: Resource<T, C, U, A>,
  id: string,
  item: T,
) {
  client.setQueryData(resource.keys.detail(id), item);
  await afterChange(client, resource);
}

/** One page of the resource; the previous page stays on screen while the next loads. */
export function useResourceList<T, C, U, A extends string>(resource: Resource<T, C, U, A>, query: Partial<ListQuery>) {
  return useQuery({
    queryKey: resource.keys.list(query),
    queryFn: ({ signal }) => resource.list(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One item by id; idle while there is no id. */
export function useResourceItem<T, C, U, A extends string>(resource: Resource<T, C, U, A>, id: string | undefined) {
  return useQuery({
    queryKey: resource.keys.detail(id ?? ''),
    queryFn: ({ signal }) => resource.get(id ?? '', signal),
    enabled: !!id,
  });
}

/** Creates an item, then refreshes the lists (and the signed-in user, where it may have changed). */
export function useResourceCreate<T, C, U, A extends string>(resource: Resource<T, C, U, A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resource.create,
    onSuccess: () => afterChange(client, resource),
  });
}

/** Updates an item, stores the answer as its cached copy and refreshes the lists. */
export function useResourceUpdate<T, C, U, A extends string>(resource: Resource<T, C, U, A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resource.update,
    onSuccess: (saved, { id }) => storeAnswer(client, resource, id, saved),
  });
}

/** Deletes an item, drops its cached copy and refreshes the lists. */
export function useResourceRemove<T, C, U, A extends string>(resource: Resource<T, C, U, A>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resource.remove,
    onSuccess: async (_data, id) => {
      client.removeQueries({ queryKey: resource.keys.detail(id) });
      await afterChange(client, resource);
    },
  });
}

/**
 * An answer that is the item as it now stands (an action, a save-and-step): shown at once as its
 * cached copy, with the lists and the dependent queries refreshed.
 */
function useStoreAnswer<T extends { id: string }, C, U, A extends string>(resource: Resource<T, C, U, A>) {
  const client = useQueryClient();
  return (item: T) => storeAnswer(client, resource, item.id, item);
}

/** One of the item's declared actions (confirm, issue, cancel, a dispatch, a payment). */
export function useResourceAction<T extends { id: string }, C, U, A extends string>(
  resource: Resource<T, C, U, A>,
  action: A,
) {
  const store = useStoreAnswer(resource);
  return useMutation({
    mutationFn: (variables: ActionVariables) => resource.act(action, variables),
    onSuccess: store,
  });
}

/** The draft saved and moved on by the resource's save-and step in one request (save and confirm, save and issue). */
export function useResourceSaveAnd<T extends { id: string }, C, U, A extends string>(resource: Resource<T, C, U, A>) {
  const store = useStoreAnswer(resource);
  return useMutation({
    mutationFn: (variables: SaveAndVariables<C | U>) => resource.saveAnd(variables),
    onSuccess: store,
  });
}
