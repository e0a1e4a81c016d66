import { type DocumentFlow, type ListQuery, type ListResult, routedSteps, type StatusFacts } from '@lathe/shared';
import type { QueryKey } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * A step or sub-record of one item, `POST /api/{name}/{id}/{path}` (or DELETE
 * `/api/{name}/{id}/{path}/{subId}`), answered with the item as it now is: confirm, issue,
 * cancel, a dispatch, a payment.
 */
export interface ActionSpec {
  path: string;
  method?: 'POST' | 'DELETE';
}

/** What an action is sent: the item, its body (the version read, a reason, a payment), and the sub-record's id on DELETE. */
export interface ActionVariables {
  id: string;
  body?: object;
  subId?: string;
}

/** A draft saved and moved on in one request: new (`POST {name}/{step}`) or replacing `id` (`PUT {name}/{id}/{step}`). */
export interface SaveAndVariables<TBody> {
  id?: string | undefined;
  body: TBody;
}

export interface ResourceOptions<TAction extends string = never> {
  /** How updates are sent: the spec uses PUT for users and roles, PATCH for departments, machines, products. */
  updateMethod?: 'PUT' | 'PATCH';
  /** Changes can alter the signed-in user (users, roles): reload it after each one. */
  affectsSignedInUser?: boolean;
  /** Queries of other screens that a change to this resource makes stale, e.g. the dashboard's figures. */
  alsoRefresh?: readonly QueryKey[];
  /** The item's actions by name (useResourceAction sends them). */
  actions?: Record<TAction, ActionSpec>;
  /** The step a document's form may save and take at once (confirm, issue): useResourceSaveAnd. */
  saveAnd?: string;
}

export interface UpdateVariables<TUpdate> {
  id: string;
  body: TUpdate;
}

/** Query keys and REST calls of one resource; the hooks in resource-hooks.ts take it. */
export interface Resource<T, TCreate = Partial<T>, TUpdate = TCreate, TAction extends string = never> {
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
  act: (action: TAction, variables: ActionVariables) => Promise<T>;
  saveAnd: (variables: SaveAndVariables<TCreate | TUpdate>) => Promise<T>;
}

/** Describes a REST resource at `/api/{name}`: list, read, create, update, delete. */
export function defineResource<
  T extends { id: string },
  TCreate = Partial<T>,
  TUpdate = TCreate,
  TAction extends string = never,
>(
  name: string,
  {
    updateMethod = 'PATCH',
    affectsSignedInUser = false,
    alsoRefresh = [],
    actions,
    saveAnd,
  }: ResourceOptions<TAction> = {},
): Resource<T, TCreate, TUpdate, TAction> {
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
    act: (action, { id, body, subId }) => {
      const spec = actions?.[action];
      if (!spec) throw new Error(`${name} has no action ${action}`);
      const path = `${itemPath(id)}/${spec.path}`;
      return spec.method === 'DELETE'
        ? api.delete<T>(subId ? `${path}/${encodeURIComponent(subId)}` : path)
        : api.post<T>(path, body ?? {});
    },
    saveAnd: ({ id, body }) => {
      if (!saveAnd) throw new Error(`${name} has no save-and step`);
      return id ? api.put<T>(`${itemPath(id)}/${saveAnd}`, body) : api.post<T>(`${name}/${saveAnd}`, body);
    },
  };
}

/**
 * A document's resource: its actions are the flow's routed steps (each at `{id}/{step}`, so a
 * step added to the flow is sent with no other edit) and any of its own (a dispatch, a payment),
 * and its save-and step is the flow's.
 */
export function defineDocumentResource<
  T extends { id: string },
  TBody,
  Step extends string,
  TOwn extends string = never,
>(
  name: string,
  flow: DocumentFlow<string, StatusFacts<string>, Step>,
  options: Omit<ResourceOptions<TOwn>, 'saveAnd'> = {},
): Resource<T, TBody, TBody, Step | TOwn> {
  const routed = Object.fromEntries(routedSteps(flow).map((step) => [step, { path: step }]));
  return defineResource<T, TBody, TBody, Step | TOwn>(name, {
    ...options,
    actions: { ...routed, ...options.actions } as Record<Step | TOwn, ActionSpec>,
    ...(flow.saveAnd && { saveAnd: flow.saveAnd.step }),
  });
}
