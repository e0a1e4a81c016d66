import {
  type AuditEntity,
  type DocumentFlow,
  type DocumentName,
  documentTitle,
  type StatusFacts,
  shortNounOf,
} from '@lathe/shared';
import type { ComponentType } from 'react';
import type { Resource } from '../../lib/resource-api';

/** What every document's screens read of the document: its id, the version a step is sent against, its status. */
export interface DocumentRecord extends StatusFacts<string> {
  id: string;
  version: number;
}

/**
 * One document's screens, declared once: the shared flow (its steps, their words and who may take
 * them), the resource that sends them, and where the list, form and view live. The toolbar, the
 * reason panel, the view and form pages and the routes are drawn from it, so a step added to the
 * flow gets its button and panel with no other edit.
 */
export interface DocumentScreens<T extends DocumentRecord, Step extends string = string> {
  flow: DocumentFlow<string, StatusFacts<string>, Step>;
  // biome-ignore lint/suspicious/noExplicitAny: a document's create, update and own actions differ; the kit sends only the flow's steps
  resource: Resource<T, any, any, any>;
  /** The list's address ('/purchase-orders'); the form and view are `{path}/new`, `{path}/edit/:id`, `{path}/view/:id`. */
  path: string;
  /** The list's title, for "Back to Purchase Orders". */
  listTitle: string;
  /** How the flow's messages name the document: its number, and whom or what it is for. */
  name(document: T): DocumentName;
  /** The draft's PDF name's stem ('purchase-order'), for a document that prints; none, no PDF button. */
  pdfStem?: string;
  /** The status badge beside "Back to list" (and any other the document shows there). */
  Badge: ComponentType<{ status: T['status']; document: T }>;
  /** The history's entity when it is not the resource's name. */
  historyEntity?: AuditEntity;
  /**
   * A document kept on record rather than printed (a sales order): its view is headed by its title,
   * these words and its number ("Sales Order SO/2026-27/0007"), its badges under it and its buttons
   * in a row beneath, with no toolbar (back to the list, Print, PDF). Absent, the printed document's
   * toolbar.
   */
  heading?: string;
  /**
   * Its steps open over its view by address, `{path}/view/:id?action={step}`: a step that asks why
   * is a link there and its panel a dialog, so the address can be shared, a form page's button can
   * open it, and Back or Escape closes it. Absent, the panel opens in place under the toolbar.
   */
  addressed?: true;
}

/** States a document's screens with its types inferred. */
export const defineDocumentScreens = <T extends DocumentRecord, Step extends string>(
  screens: DocumentScreens<T, Step>,
) => screens;

/** The view's address with a step opened over it (an addressed document's): `{path}/view/{id}?action={step}`. */
export const stepAddress = <T extends DocumentRecord>(screens: DocumentScreens<T>, id: string, step: string) =>
  `${screens.path}/view/${id}?action=${step}`;

/** What the form and view say of an address with no document: "Receipt not found", in the flow's short noun. */
export const notFoundText = <T extends DocumentRecord>(screens: DocumentScreens<T>) =>
  `${documentTitle({ noun: shortNounOf(screens.flow) }, null)} not found`;
