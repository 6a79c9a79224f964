/** Engine hooks of content management and campaigns. */
import type { HookContext, HookMap, ResourceHooks } from '../../engine/hooks';
import { endNotBefore, fieldRules, merged, stampCreator, updateSibling, type Row } from '../../engine/hookRules';
import { localDiskStorage } from '../../storage/localDiskStorage';

/**
 * One live home page and one live about page (a partial unique index backs this up). Staff may
 * keep drafts; publishing one makes it the live page and puts the previously published one back
 * to draft — in the same transaction, and audited like any other change.
 */
function oneLivePage(kind: 'home' | 'about'): ResourceHooks {
  const unpublishOthers = async (row: Row, h: HookContext, id?: unknown) => {
    if (Number(row.publish) !== 1) return;
    const others: number[] = await h
      .trx('cms_pages')
      .where({ kind, publish: 1 })
      .whereNot('id', Number(id ?? 0))
      .pluck('id');
    for (const other of others) await updateSibling(h, other, { publish: 0 });
  };
  return {
    beforeCreate: async (data, h) => {
      await unpublishOthers(data, h);
    },
    beforeUpdate: async (data, before, h) => {
      await unpublishOthers(merged(data, before), h, before.id);
    },
  };
}

/** Deleting a media record deletes its stored file too, once the row is gone for good. */
const removeMediaFile: ResourceHooks = {
  afterWrite: async (action, _after, before, h) => {
    if (action !== 'delete' || h.resource.softDelete || !before?.file_path) return;
    const storage = h.app.storage ?? localDiskStorage();
    const filePath = String(before.file_path);
    h.trx.executionPromise
      ?.then(() => storage.remove(filePath))
      .catch((err: unknown) => h.app.logger.warn({ err, filePath }, 'could not remove a media file'));
  },
};

export const contentHooks = {
  'cms-home': oneLivePage('home'),
  'cms-about': oneLivePage('about'),
  'cms-banners': fieldRules((row, errors) => {
    endNotBefore(errors, row, 'starts_on', 'ends_on', 'The banner cannot stop showing before it starts.');
  }),
  campaigns: [
    fieldRules((row, errors) => {
      endNotBefore(errors, row, 'starts_on', 'ends_on', 'The campaign cannot end before it starts.');
      if (row.type === 'recurring' && !(Array.isArray(row.running_days) && row.running_days.length)) {
        errors.add('running_days', 'Choose the days a recurring campaign runs on.');
      }
    }),
    stampCreator('created_by'),
  ],
  'media-files': [stampCreator('uploaded_by'), removeMediaFile],
} satisfies HookMap;
