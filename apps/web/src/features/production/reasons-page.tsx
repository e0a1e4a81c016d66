import { PRODUCTION_REASON_KIND_LABELS, type ProductionReason, type ProductionReasonKind } from '@lathe/shared';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { inputClass, labelClass } from '../../components/form/field-styles';
import { Alert } from '../../components/ui/alert';
import { Button, ButtonLink } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { confirmAction } from '../../components/ui/confirm-action';
import { StatusBadge } from '../../components/ui/status-badge';
import { errorMessage, isApiError } from '../../lib/api-error';
import { useCan } from '../../lib/use-can';
import { useReasonChanges, useReasons } from './api';
import { wholeText } from './production-format';

/** The server's word on a name (taken, blank), else its message. */
const nameError = (error: unknown) =>
  isApiError(error)
    ? (error.errors.name ?? errorMessage(error, 'Could not save the reason'))
    : 'Could not save the reason';

/** A new reason's name, added to one list. */
function AddReason({ kind }: { kind: ProductionReasonKind }) {
  const { add } = useReasonChanges();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const added = await add.mutateAsync({ kind, name });
      toast.success(`“${added.name}” added`);
      setName('');
    } catch (failure) {
      setError(nameError(failure));
    }
  };
  const label = `New ${kind} reason`;
  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 border-gray-200 border-b p-5 dark:border-gray-800"
    >
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className={`${labelClass} mb-1.5`}>
          {label}
        </label>
        <input
          id={id}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={inputClass(!!error)}
        />
        {error && (
          <p id={`${id}-error`} className="mt-1.5 text-red-600 text-sm dark:text-red-400">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" disabled={add.isPending}>
        Add
      </Button>
    </form>
  );
}

/** One reason: its name (renamed in place), whether it is offered, how many entries name it. */
function ReasonRow({ reason }: { reason: ProductionReason }) {
  const { patch, remove } = useReasonChanges();
  const canEdit = useCan('production', 'edit');
  const canDelete = useCan('production', 'delete');
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(reason.name);
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await patch.mutateAsync({ id: reason.id, name, version: reason.version });
      toast.success('Reason renamed');
      setRenaming(false);
      setError(null);
    } catch (failure) {
      setError(nameError(failure));
    }
  };
  const toggle = async () => {
    try {
      await patch.mutateAsync({ id: reason.id, active: !reason.active, version: reason.version });
      toast.success(reason.active ? `“${reason.name}” deactivated` : `“${reason.name}” brought back`);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Could not change the reason'));
    }
  };
  const drop = async () => {
    if (!(await confirmAction({ message: `Delete “${reason.name}”?`, confirmLabel: 'Delete', danger: true }))) return;
    try {
      await remove.mutateAsync(reason.id);
      toast.success(`“${reason.name}” deleted`);
    } catch (failure) {
      toast.error(errorMessage(failure, 'Could not delete the reason'));
    }
  };

  return (
    <li className="flex flex-wrap items-center gap-3 px-5 py-3">
      {renaming ? (
        <form onSubmit={save} className="flex min-w-0 flex-1 flex-wrap items-start gap-2">
          <div className="min-w-0 flex-1">
            <label htmlFor={id} className="sr-only">
              {`New name for ${reason.name}`}
            </label>
            <input
              id={id}
              value={name}
              maxLength={100}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={inputClass(!!error)}
            />
            {error && (
              <p id={`${id}-error`} className="mt-1.5 text-red-600 text-sm dark:text-red-400">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" disabled={patch.isPending}>
            Save
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setRenaming(false);
              setName(reason.name);
              setError(null);
            }}
          >
            Cancel
          </Button>
        </form>
      ) : (
        <>
          <div className="min-w-0 flex-1">
            <span className="block font-medium text-gray-800 dark:text-white/90">{reason.name}</span>
            <span className="block text-gray-600 text-xs dark:text-gray-400">
              {reason.entryCount === 0
                ? 'Not used yet'
                : `Used by ${wholeText(reason.entryCount)} ${reason.entryCount === 1 ? 'entry' : 'entries'}`}
            </span>
          </div>
          <StatusBadge active={reason.active} />
          {canEdit && (
            <>
              <Button variant="ghost" onClick={() => setRenaming(true)} aria-label={`Rename ${reason.name}`}>
                Rename
              </Button>
              <Button
                variant="ghost"
                onClick={() => void toggle()}
                aria-label={`${reason.active ? 'Deactivate' : 'Bring back'} ${reason.name}`}
              >
                {reason.active ? 'Deactivate' : 'Bring back'}
              </Button>
            </>
          )}
          {canDelete && reason.entryCount === 0 && (
            <Button variant="ghost" onClick={() => void drop()} aria-label={`Delete ${reason.name}`}>
              Delete
            </Button>
          )}
        </>
      )}
    </li>
  );
}

const TITLES: Record<ProductionReasonKind, string> = {
  rejection: 'Rejection reasons',
  downtime: 'Downtime reasons',
};

function ReasonList({ kind }: { kind: ProductionReasonKind }) {
  const reasons = useReasons(kind);
  const canCreate = useCan('production', 'create');
  const headingId = useId();
  return (
    <Card>
      <h2
        id={headingId}
        className="border-gray-200 border-b px-5 py-4 font-semibold text-gray-800 dark:border-gray-800 dark:text-white/90"
      >
        {TITLES[kind]}
      </h2>
      {canCreate && <AddReason kind={kind} />}
      {reasons.isError && (
        <Alert className="m-5">
          {errorMessage(reasons.error, `The ${PRODUCTION_REASON_KIND_LABELS[kind].toLowerCase()}s could not be loaded`)}
        </Alert>
      )}
      <ul aria-labelledby={headingId} className="divide-y divide-gray-200 dark:divide-gray-800">
        {(reasons.data ?? []).map((reason) => (
          <ReasonRow key={`${reason.id}-${reason.version}`} reason={reason} />
        ))}
      </ul>
    </Card>
  );
}

/**
 * `/production/reasons`: the company's two lists, why pieces are rejected and why machines stand.
 * A reason is added, renamed, deactivated (kept for the entries that name it) or, while no entry
 * names it, deleted.
 */
export function ReasonsPage() {
  return (
    <>
      <PageHeader
        title="Production Reasons"
        description="What the production entry form offers for rejected pieces and downtime"
        actions={
          <ButtonLink to="/production" variant="secondary">
            Production Entries
          </ButtonLink>
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <ReasonList kind="rejection" />
        <ReasonList kind="downtime" />
      </div>
    </>
  );
}
