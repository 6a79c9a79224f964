/**
 * What staff read when they remove a record: the record named in words (its label and title, never the
 * route) and what happens — "Deactivate" where the resource soft-deletes (status 0 keeps the row and it
 * can be activated again), "Delete" only where the row is removed. Pure, so it is unit-tested.
 */
import type { ResourceDef } from '@bakaya/api/registry';
import { recordTitle } from './recordTitle';

export interface RemovalTexts {
  /** The button: "Deactivate" or "Delete". */
  label: string;
  confirmTitle: string;
  confirmContent: string;
  /** The toast once it is done. */
  successMessage: string;
}

/** 'Customer' → 'customer', but 'GST hit' and 'CIR request' keep their capitals. */
export const inSentence = (label: string) => (/^[A-Z][a-z]/.test(label) ? label[0]!.toLowerCase() + label.slice(1) : label);
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function removalTexts(def: ResourceDef, record: Record<string, unknown> | undefined | null): RemovalTexts {
  const name = recordTitle(def, record);
  const thing = `${inSentence(def.recordLabel)}${name ? ` ${name}` : ''}`;
  return def.softDelete
    ? {
        label: 'Deactivate',
        confirmTitle: `Deactivate ${thing}?`,
        confirmContent: `The ${inSentence(def.recordLabel)} is kept with the status Deleted and stops being used; it can be activated again.`,
        successMessage: `${capitalised(thing)} deactivated`,
      }
    : {
        label: 'Delete',
        confirmTitle: `Delete ${thing}?`,
        confirmContent: `The ${inSentence(def.recordLabel)} is removed for good. This cannot be undone.`,
        successMessage: `${capitalised(thing)} deleted`,
      };
}

/**
 * The same for a bulk action over the selected rows. react-admin fills %{smart_count} with the
 * number selected and picks the singular or plural side of "||||".
 */
export function bulkRemovalTexts(def: ResourceDef): RemovalTexts {
  const one = inSentence(def.recordLabel);
  const many = inSentence(def.label);
  const [verb, done, what] = def.softDelete
    ? ['Deactivate', 'deactivated', 'They are kept with the status Deleted and can be activated again.']
    : ['Delete', 'deleted', 'They are removed for good. This cannot be undone.'];
  return {
    label: verb,
    confirmTitle: `${verb} 1 ${one}? |||| ${verb} %{smart_count} ${many}?`,
    confirmContent: what,
    successMessage: `1 ${one} ${done} |||| %{smart_count} ${many} ${done}`,
  };
}

/** The toast of a bulk activation. */
export const bulkActivatedMessage = (def: ResourceDef) =>
  `1 ${inSentence(def.recordLabel)} activated |||| %{smart_count} ${inSentence(def.label)} activated`;

/**
 * react-admin's own save/create/delete toasts ("Element updated"), said of the resource in words:
 * "Promo code saved", "3 promo codes deactivated". Null when the resource is not a registry one.
 */
export function recordNotification(def: ResourceDef, event: 'created' | 'updated' | 'deleted', count = 1): string {
  const done = event === 'created' ? 'created' : event === 'updated' ? 'saved' : def.softDelete ? 'deactivated' : 'deleted';
  return count === 1 ? `${def.recordLabel} ${done}` : `${count} ${inSentence(def.label)} ${done}`;
}
