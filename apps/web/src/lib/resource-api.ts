import type { ListQuery, ListResult } from '@lathe/shared';
import type { QueryKey } from '@tanstack/react-query';
import { api } from './api-client';

export interface ResourceOptions {
  /** How updates are sent: the spec uses PUT for users and roles, PATCH for departments, machines, products. */
  updateMethod?: 'PUT' | 'PATCH';
  /** Changes can alter the signed-in user (users, roles): reload it after each one. */
  affectsSignedInUser?: boolean;
  /** Queries of other screens that a change to this resource makes stale, e.g. the dashboard's figures. */
  alsoRefresh?: readonly QueryKey[];
}

export interface UpdateVariables<TUpdate> {
  id: string;
  body: TUpdate;
}

/** Query keys and REST calls of one resource; the hooks in resource-hooks.ts take it. */
export interface Resource<T, TCreate = Partial<T>, TUpdate = TCreate> {
  name: string;
  affectsSignedInUser: boolean;
  alsoRefresh: readonly QueryKey[];
  keys: {
    all: readonly [string];
    lists: () => readonly unknown[];
    list: (query: Partial<ListQuery>) => readonly unknown[];
    detail: (id: string) => readonly unknown[];
  };
  list: (query: Partial<ListQuery>, signal?: AbortSignal) => Promise<ListResult<T>>;
  get: (id: string, signal?: AbortSignal) => Promise<T>;
  create: (body: TCreate) => Promise<T>;
  update: (variables: UpdateVariables<TUpdate>) => Promise<T>;
  remove: (id: string) => Promise<void>;
}

/** Describes a REST resource at `/api/{name}`: list, read, create, update, delete. */
export function defineResource<T extends { id: string }, TCreate = Partial<T>, TUpdate = TCreate>(
  name: string,
  { updateMethod = 'PATCH', affectsSignedInUser = false, alsoRefresh = [] }: ResourceOptions = {},
): Resource<T, TCreate, TUpdate> {
  const itemPath = (id: string) => `${name}/${encodeURIComponent(id)}`;
  return {
    name,
    affectsSignedInUser,
    alsoRefresh,
    keys: {
      all: [name],
      lists: () => [name, 'list'],
      list: (query) => [name, 'list', query],
      detail: (id) => [name, 'detail', id],
    },
    list: (query, signal) => api.get<ListResult<T>>(name, { ...query }, signal),
    get: (id, signal) => api.get<T>(itemPath(id), undefined, signal),
    create: (body) => api.post<T>(name, body),
    update: ({ id, body }) =>
      updateMethod === 'PUT' ? api.put<T>(itemPath(id), body) : api.patch<T>(itemPath(id), body),
    remove: (id) => api.delete(itemPath(id)),
  };
}
