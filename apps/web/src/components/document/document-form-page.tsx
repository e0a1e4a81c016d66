import { startsFrom } from '@lathe/shared';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { useResourceItem } from '../../lib/resource-hooks';
import { LoadState } from '../form/load-state';
import { type DocumentRecord, type DocumentScreens, notFoundText } from './document-declaration';

interface DocumentFormPageProps<T extends DocumentRecord> {
  screens: DocumentScreens<T>;
  /** `{path}/new`: a blank draft (or one started from the screen before, by its query). */
  New: ComponentType;
  /** `{path}/edit/:id`: the draft as loaded. */
  Edit: ComponentType<{ document: T }>;
  /**
   * What stands over the edit form from the start, while the draft loads too (its heading, naming
   * what it came from once known); absent, `Edit` draws its own.
   */
  editHeader?: (document: T | undefined) => ReactNode;
}

/**
 * New and edit draft on `{path}/new` and `{path}/edit/:id`. Only what the flow lets be edited opens
 * in the form; a document moved on (confirmed, issued) opens its view instead, keeping the step
 * asked for (`?action=`).
 */
export function DocumentFormPage<T extends DocumentRecord>({
  screens,
  New,
  Edit,
  editHeader,
}: DocumentFormPageProps<T>) {
  const { id } = useParams();
  if (!id) return <New />;
  return <EditDocument screens={screens} id={id} Edit={Edit} editHeader={editHeader} />;
}

function EditDocument<T extends DocumentRecord>({
  screens,
  id,
  Edit,
  editHeader,
}: Omit<DocumentFormPageProps<T>, 'New'> & { id: string }) {
  const query = useResourceItem(screens.resource, id);
  const { search } = useLocation();
  return (
    <>
      {editHeader?.(query.data)}
      <LoadState
        query={query}
        notFoundText={notFoundText(screens)}
        backTo={screens.path}
        backLabel={`Back to ${screens.listTitle}`}
      >
        {(document: T) =>
          startsFrom(screens.flow, 'edit', document.status) ? (
            <Edit document={document} />
          ) : (
            <Navigate to={`${screens.path}/view/${document.id}${search}`} replace />
          )
        }
      </LoadState>
    </>
  );
}
