import { z } from 'zod';
import { defineResource } from '../define';
import { f, statusField } from '../fields';

/**
 * Any two-digit code 01-99. All codes GST uses today (01-38, 97, 99) are seeded; the list is
 * open because GSTN adds codes (38 for Ladakh in 2020; 96 marks a foreign place of supply) and
 * adding one here must not wait for a release. Whether a GSTIN's first two digits are a code
 * GSTINs are issued under is validation/gstin.ts's own, stricter list.
 */
const gstStateCode = z
  .string({ error: 'GST state code must be text.' })
  .trim()
  .regex(/^(0[1-9]|[1-9]\d)$/, 'GST state code must be two digits, 01 to 99.');

/** Reference lists staff maintain: GST states, cities, business categories and CIR score bands. */
export const masterDataResources = [
  defineResource({
    name: 'states',
    table: 'states',
    label: 'States',
    feature: 'Master Data',
    menuGroup: 'Master data',
    route: 'master-data/states',
    titleField: 'name',
    softDelete: true,
    defaultSort: ['gst_code', 'ASC'],
    fields: {
      name: f.string('Name', { required: true, min: 2, max: 80, searchable: true, sortable: true, list: true }),
      gst_code: f.string('GST state code', { required: true, zod: gstStateCode, example: '27', filter: true, sortable: true, list: true }),
      ...statusField(),
    },
    publicRead: { fields: ['name', 'gst_code'], where: { status: 1 } },
  }),
  defineResource({
    name: 'cities',
    table: 'cities',
    label: 'Cities',
    recordLabel: 'City',
    feature: 'Master Data',
    menuGroup: 'Master data',
    route: 'master-data/cities',
    titleField: 'name',
    softDelete: true,
    defaultSort: ['name', 'ASC'],
    fields: {
      name: f.string('Name', { required: true, min: 2, max: 120, searchable: true, sortable: true, list: true }),
      state_id: f.ref('State', 'states', { required: true, list: true }),
      ...statusField(),
    },
    publicRead: { fields: ['name', 'state_id'], where: { status: 1 } },
  }),
  defineResource({
    name: 'business-categories',
    table: 'business_categories',
    label: 'Business categories',
    recordLabel: 'Business category',
    feature: 'Master Data',
    menuGroup: 'Master data',
    route: 'master-data/business-categories',
    titleField: 'name',
    softDelete: true,
    defaultSort: ['name', 'ASC'],
    fields: {
      name: f.string('Name', { required: true, min: 2, max: 120, searchable: true, sortable: true, list: true }),
      ...statusField(),
    },
    publicRead: { fields: ['name'], where: { status: 1 } },
  }),
  defineResource({
    name: 'score-bands',
    table: 'score_bands',
    label: 'Score bands',
    feature: 'Master Data',
    menuGroup: 'Master data',
    route: 'master-data/score-bands',
    titleField: 'name',
    defaultSort: ['min_score', 'ASC'],
    description: 'CIR score bands: contiguous ranges covering scores 0 to 900.',
    fields: {
      min_score: f.integer('Minimum score', { required: true, min: 0, max: 900, sortable: true, list: true }),
      max_score: f.integer('Maximum score', { required: true, min: 0, max: 900, list: true }),
      name: f.string('Name', { required: true, max: 40, searchable: true, sortable: true, list: true }),
      colour: f.colour('Colour', { required: true, list: true }),
    },
    publicRead: { fields: ['min_score', 'max_score', 'name', 'colour'], where: {} },
  }),
];
