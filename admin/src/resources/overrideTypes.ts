/**
 * Where a registry resource departs from the generic screens: its own list, detail, edit or create
 * page, a field's input, extra toolbar buttons. Each screens/ folder's index.ts registers its own;
 * the generic screens read them through ResourceOverridesContext, never by importing a screen.
 */
import type { ResourceDef } from '@bakaya/api/registry';
import type { ComponentType } from 'react';
import type { Identifier } from 'react-admin';

/** A resource's own list: rendered by <Resource> (no props) or by a route-table list route (its title). */
export type ListScreen = ComponentType<{ title?: string }>;
/** A resource's own detail or edit page: by <Resource> (id from the URL) or by a route (id from its params). */
export type RecordScreen = ComponentType<{ id?: Identifier; title?: string }>;
export type CreateScreen = ComponentType<{ title?: string }>;
/** A form input in place of the input of the field's type (generic create and edit forms). */
export type FieldInputComponent = ComponentType<{ source: string; label?: string }>;
/** Extra buttons in the toolbar of the generic list or detail page of a resource. */
export type ToolbarPart = ComponentType<{ def: ResourceDef }>;

export interface ResourceOverrides {
  list?: ListScreen;
  show?: RecordScreen;
  edit?: RecordScreen;
  create?: CreateScreen;
  /** By field name: only fields of the resource's generic form. */
  fieldInputs?: Readonly<Record<string, FieldInputComponent>>;
  /** After "Import", before "Export" in the generic list's toolbar. */
  listActions?: ToolbarPart;
  /** First in the generic detail page's toolbar. */
  showActions?: ToolbarPart;
}

/** Overrides by registry resource name (`def.name`). */
export type OverrideTable = Readonly<Record<string, ResourceOverrides>>;

const NO_OVERRIDES: ResourceOverrides = Object.freeze({});

/** What a registry resource overrides in a table (nothing for most). */
export const overridesOf = (table: OverrideTable, def: ResourceDef): ResourceOverrides => table[def.name] ?? NO_OVERRIDES;
