import type { AuditEntity } from '@lathe/shared';
import type { ReactNode } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';
import type { Resource } from '../../lib/resource-api';
import { useResourceCreate, useResourceItem, useResourceUpdate } from '../../lib/resource-hooks';
import { RecordHistory } from '../history/record-history';
import { PageHeader } from '../ui/card';
import { EntityForm, type EntityFormProps } from './entity-form';
import { LoadState } from './load-state';

/** The texts of one entity's form screens (spec §2 and §8). */
export interface FormTexts {
  createTitle: string;
  editTitle: string;
  createLabel: string;
  updateLabel: string;
  created: string;
  updated: string;
  notFound: string;
  backLabel: string;
  /** The toast for a failed save. */
  saveError: (error: unknown) => string;
}

/**
 * An entity's form texts in the spec's pattern ('Create Machine', 'Machine created
 * successfully', 'Machine not found'); the titles and the failure toast are the entity's own.
 */
export const formTexts = (
  entity: string,
  listTitle: string,
  own: Pick<FormTexts, 'createTitle' | 'editTitle' | 'saveError'> & Partial<FormTexts>,
): FormTexts => ({
  createLabel: `Create ${entity}`,
  updateLabel: `Update ${entity}`,
  created: `${entity} created successfully`,
  updated: `${entity} updated successfully`,
  notFound: `${entity} not found`,
  backLabel: `Back to ${listTitle}`,
  ...own,
});

/** A record's fields as form values: those `empty` names, null or missing ones left as `empty` has them. */
export function formValuesOf<V extends object>(record: object, empty: V): V {
  const fields = record as Record<string, unknown>;
  return Object.fromEntries(Object.entries(empty).map(([key, blank]) => [key, fields[key] ?? blank])) as V;
}

const withVersion = <TOutput, TBody>(values: TOutput, version?: number) =>
  ({ ...values, ...(version === undefined ? {} : { version }) }) as TBody;

interface ResourceFormPageProps<T extends { id: string; version: number }, TInput extends FieldValues, TOutput, TBody> {
  resource: Resource<T, TBody, TBody>;
  /** The record's id on an edit route; none on the create route. */
  id?: string | undefined;
  schema: z.ZodType<TOutput, TInput>;
  /** The create form's values; they also name the fields an edit loads from the record. */
  emptyValues: DefaultValues<TInput>;
  /** The record as form values; by default each field of `emptyValues`, a missing value left blank. */
  toFormValues?: (record: T) => DefaultValues<TInput>;
  /** The request body; by default the validated values, and on edit the version read (`record` is the one edited). */
  toBody?: (values: TOutput, version?: number, record?: T) => TBody;
  listPath: string;
  texts: FormTexts;
  /** The fields, shared by create and edit; an edit passes the loaded record. */
  children: (record?: T) => ReactNode;
  /** The record type whose History panel an edit shows under the form (the audit trail). */
  history?: AuditEntity;
  /** How the form validates and which buttons it shows, when not the usual (a stepped form). */
  formProps?: Pick<EntityFormProps<TInput, TOutput>, 'mode' | 'onInvalid' | 'actions' | 'hideSubmit'>;
}

/**
 * One entity's create and edit screen: the edit loads the record (spinner, or a clear
 * message for a missing id), both save through the resource, toast and go back to the list.
 */
export function ResourceFormPage<T extends { id: string; version: number }, TInput extends FieldValues, TOutput, TBody>(
  props: ResourceFormPageProps<T, TInput, TOutput, TBody>,
) {
  const { resource, id, schema, emptyValues, listPath, texts, children } = props;
  const toFormValues = props.toFormValues ?? ((record: T) => formValuesOf(record, emptyValues));
  const toBody = props.toBody ?? withVersion<TOutput, TBody>;
  const navigate = useNavigate();
  const record = useResourceItem(resource, id);
  const create = useResourceCreate(resource);
  const update = useResourceUpdate(resource);

  const form = (loaded?: T) => (
    <EntityForm
      key={loaded?.id ?? 'new'}
      schema={schema}
      defaultValues={loaded ? toFormValues(loaded) : emptyValues}
      submitLabel={loaded ? texts.updateLabel : texts.createLabel}
      cancelTo={listPath}
      onSubmit={async (values) => {
        if (loaded) {
          await update.mutateAsync({ id: loaded.id, body: toBody(values, loaded.version, loaded) });
          toast.success(texts.updated);
        } else {
          await create.mutateAsync(toBody(values));
          toast.success(texts.created);
        }
        navigate(listPath);
      }}
      onError={(error) => toast.error(texts.saveError(error))}
      {...props.formProps}
    >
      {children(loaded)}
    </EntityForm>
  );

  return (
    <>
      <PageHeader title={id ? texts.editTitle : texts.createTitle} />
      {id ? (
        <LoadState query={record} notFoundText={texts.notFound} backTo={listPath} backLabel={texts.backLabel}>
          {form}
        </LoadState>
      ) : (
        form()
      )}
      {props.history ? <RecordHistory entity={props.history} id={id} /> : null}
    </>
  );
}
