import { z } from 'zod';
import { defineResource } from '../define';
import { isEmail, isMobile } from '../../validation';
import { f, statusField } from '../fields';
import { uploadedFileFields } from './defaulter';
import { MESSAGE_CHANNELS } from './promotion';

/**
 * Settings (spec §2): global settings, message templates, user-deactivation refund slabs,
 * notifications (bcm/notification), terms/consent uploads (upload/tcp), blocked contacts and
 * export-day limits. Membership-plan, commission, wallet and payment settings live with money.
 */
const INPUT_TYPES = [
  { id: 'text', name: 'Text' },
  { id: 'textarea', name: 'Long text' },
  { id: 'number', name: 'Number' },
  { id: 'boolean', name: 'Yes/no' },
  { id: 'select', name: 'Choice' },
  { id: 'email', name: 'Email' },
  { id: 'phone', name: 'Phone number' },
  { id: 'url', name: 'Web address' },
  { id: 'richtext', name: 'Rich text' },
  { id: 'image', name: 'Image' },
] as const;

const settings = { menuGroup: 'Settings' } as const;

/** RBI bank rate in percent a year: above 0 and below 50, at most 2 decimals (numeric(5,2)). */
const bankRatePercent = z
  .union([z.number(), z.string().trim()], { error: 'Enter the bank rate in percent, like 6.25.' })
  .transform((v, ctx) => {
    const s = String(v);
    if (!/^\d{1,2}(\.\d{1,2})?$/.test(s) || Number(s) <= 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'The bank rate must be a percentage above 0 and below 50, with at most 2 decimals, like 6.25.',
      });
      return z.NEVER;
    }
    if (Number(s) >= 50) {
      ctx.addIssue({ code: 'custom', message: 'The bank rate must be below 50 %. Please check the figure on the RBI notification.' });
      return z.NEVER;
    }
    return Number(s).toFixed(2);
  });

export const settingsResources = [
  defineResource({
    ...settings,
    name: 'global-settings',
    table: 'global_settings',
    label: 'Global settings',
    recordLabel: 'Global setting',
    titleField: 'label',
    feature: 'Global Setting',
    route: 'settings/global/setting',
    defaultSort: ['key', 'ASC'],
    fields: {
      label: f.string('Label', { required: true, max: 150, searchable: true, sortable: true, list: true }),
      key: f.slug('Key', {
        required: true,
        max: 100,
        searchable: true,
        sortable: true,
        list: true,
        help: 'Fixed once used by the application.',
      }),
      group: f.string('Group', { max: 40, default: 'general', filter: true, sortable: true, list: true }),
      input_type: f.enum('Input type', INPUT_TYPES, { default: 'text', filter: true, list: true }),
      options: f.json('Options', {
        help: 'For "Choice": a list like [{"id": "a", "name": "A"}]. For "Number": its range, like {"min": 0, "max": 100, "integer": true}.',
      }),
      value: f.text('Value', { max: 20000, list: true, help: 'Checked by the input type (and the range or choices in the options).' }),
    },
    // The public site's contact details (spec §1): the "contact" and "social" groups and the brand name,
    // read by key. Every other group (security switches, interface constants…) stays staff-only.
    publicRead: {
      fields: ['key', 'label', 'group', 'value'],
      where: {},
      whereSql: [`"group" IN ('contact', 'social') OR key = 'brand-name'`],
      key: 'key',
      description: 'Toll-free number, general and support mail, the Jaipur and Delhi offices, social links.',
    },
  }),
  defineResource({
    ...settings,
    name: 'templates',
    table: 'templates',
    label: 'Templates',
    recordLabel: 'Template',
    titleField: 'name',
    feature: 'Templates',
    route: 'settings/template',
    softDelete: true,
    defaultSort: ['name', 'ASC'],
    fields: {
      name: f.string('Name', { required: true, max: 120, searchable: true, sortable: true, list: true }),
      key: f.slug('Key', {
        required: true,
        max: 80,
        searchable: true,
        list: true,
        help: 'The code the application sends this template by, e.g. otp-sms.',
      }),
      channel: f.enum('Channel', [...MESSAGE_CHANNELS, { id: 'pdf', name: 'PDF' }], { required: true, filter: true, list: true }),
      language: f.enum(
        'Language',
        [
          { id: 'en', name: 'English' },
          { id: 'hi', name: 'Hindi' },
        ],
        {
          required: true,
          default: 'en',
          filter: true,
          list: true,
          help: 'One row per key and language; every message the code sends needs both.',
        },
      ),
      dlt_template_id: f.string('DLT template id', {
        max: 40,
        help: 'SMS in India: the id this exact text is registered under on the DLT portal (unregistered text is dropped).',
      }),
      whatsapp_name: f.string('WhatsApp template name', { max: 120, help: 'WhatsApp: the approved template this text matches.' }),
      subject: f.string('Subject', { max: 200, help: 'Email only.' }),
      body: f.richtext('Body', { required: true, max: 100000, help: 'Use {{variable}} placeholders.' }),
      variables: f.json('Variables', {
        default: [],
        example: ['otp', 'customer_name'],
        zod: z.array(z.string().regex(/^[a-z][a-z0-9_]*$/, 'Variables are lower-case names like otp or customer_name.')),
      }),
      ...statusField(),
    },
  }),
  defineResource({
    ...settings,
    name: 'user-deactivation-slabs',
    table: 'user_deactivation_slabs',
    label: 'User deactivation slabs',
    recordLabel: 'User deactivation slab',
    titleField: 'id',
    feature: 'User Deactivation',
    route: 'settings/user-deactivation-slabs/settings',
    softDelete: true,
    defaultSort: ['min_days', 'ASC'],
    description: 'Share of the plan fee refunded by how many days of the plan were used.',
    fields: {
      min_days: f.integer('From day', { required: true, min: 0, max: 36500, sortable: true, list: true }),
      max_days: f.integer('To day', { required: true, min: 0, max: 36500, list: true }),
      refund_percent: f.percent('Refund %', { required: true, list: true }),
      ...statusField(),
    },
  }),
  defineResource({
    ...settings,
    name: 'notifications',
    table: 'notifications',
    label: 'Notifications',
    recordLabel: 'Notification',
    titleField: 'title',
    feature: 'Notifications',
    route: 'settings/bcm/notification',
    fields: {
      title: f.string('Title', { required: true, max: 160, searchable: true, list: true }),
      body: f.text('Message', { required: true, max: 5000 }),
      audience: f.enum(
        'Audience',
        [
          { id: 'all_customers', name: 'All members' },
          { id: 'paid_members', name: 'Members with an active plan' },
          { id: 'free_users', name: 'Members without a plan' },
          { id: 'bcm_registered', name: 'Tally-registered members' },
          { id: 'admins', name: 'Staff' },
        ],
        { default: 'all_customers', filter: true, list: true },
      ),
      channel: f.enum('Channel', [{ id: 'in_app', name: 'In the app' }, { id: 'push', name: 'Push' }, ...MESSAGE_CHANNELS], {
        default: 'in_app',
        filter: true,
        list: true,
      }),
      status: f.enum(
        'Status',
        [
          { id: 'draft', name: 'Draft', colour: '#9e9e9e' },
          { id: 'scheduled', name: 'Scheduled', colour: '#1e88e5' },
          { id: 'sent', name: 'Sent', colour: '#43a047' },
          { id: 'failed', name: 'Failed', colour: '#e53935' },
        ],
        { default: 'draft', filter: true, list: true },
      ),
      link_url: f.url('Link', { max: 500 }),
      scheduled_at: f.datetime('Send at', { filter: true, sortable: true, list: true }),
      sent_at: f.datetime('Sent on', { readOnly: true, sortable: true, list: true }),
      created_by: f.ref('Created by', 'admin-users', { readOnly: true }),
    },
  }),
  defineResource({
    ...settings,
    name: 'tcp-uploads',
    table: 'tcp_uploads',
    label: 'Terms and consent documents',
    recordLabel: 'Terms/consent document',
    titleField: 'title',
    // No feature of its own in spec §6: site-wide policy documents are treated as a global setting.
    feature: 'Global Setting',
    route: 'settings/upload/tcp',
    upload: { folder: 'policy-documents', accept: ['pdf'], maxBytes: 10 * 1024 * 1024 },
    fields: {
      kind: f.enum(
        'Document',
        [
          { id: 'terms', name: 'Terms and conditions' },
          { id: 'consent', name: 'Consent' },
          { id: 'privacy', name: 'Privacy policy' },
        ],
        { required: true, filter: true, list: true },
      ),
      title: f.string('Title', { required: true, max: 160, searchable: true, list: true }),
      version: f.string('Version', { required: true, max: 20, list: true }),
      ...uploadedFileFields,
      is_current: f.boolean('Current', { default: false, filter: true, list: true }),
      uploaded_by: f.ref('Uploaded by', 'admin-users', { readOnly: true, list: true }),
    },
  }),
  defineResource({
    ...settings,
    name: 'contact-blocks',
    table: 'contact_blocks',
    label: 'Blocked contacts',
    recordLabel: 'Blocked contact',
    titleField: 'contact',
    feature: 'Contact Block',
    route: 'settings/contact/block',
    softDelete: true,
    fields: {
      contact: f.string('Mobile or email', {
        required: true,
        max: 254,
        searchable: true,
        filter: true,
        list: true,
        example: '9876500001',
        zod: z
          .string()
          .trim()
          .toLowerCase()
          .refine((v) => isMobile(v) || isEmail(v), 'Enter a 10-digit mobile number or an email address.'),
      }),
      contact_type: f.enum(
        'Type',
        [
          { id: 'mobile', name: 'Mobile' },
          { id: 'email', name: 'Email' },
        ],
        { required: true, filter: true, list: true },
      ),
      reason: f.string('Reason', { max: 300, list: true }),
      blocked_by: f.ref('Blocked by', 'admin-users', { readOnly: true, list: true }),
      ...statusField(),
    },
  }),
  defineResource({
    ...settings,
    name: 'rbi-bank-rates',
    table: 'rbi_bank_rates',
    label: 'RBI bank rates',
    recordLabel: 'RBI bank rate',
    titleField: 'effective_from',
    // Like every site-wide figure staff maintain (spec §6 has no feature of its own for it).
    feature: 'Global Setting',
    route: 'settings/rbi-bank-rates',
    defaultSort: ['effective_from', 'DESC'],
    description:
      'The bank rate notified by the Reserve Bank of India, by the date it took effect. MSMED Act interest on late payments to micro and small enterprises runs at three times the rate in force on each day.',
    fields: {
      effective_from: f.date('Effective from', { required: true, filter: true, sortable: true, list: true, example: '2025-06-06' }),
      rate_percent: f.percent('Bank rate (% a year)', {
        required: true,
        zod: bankRatePercent,
        sortable: true,
        list: true,
        example: '5.75',
      }),
      note: f.string('Note', { max: 300, list: true, help: 'Where the rate comes from, e.g. the RBI press release.' }),
    },
  }),
  defineResource({
    ...settings,
    name: 'export-day-settings',
    table: 'export_day_settings',
    label: 'Export days',
    recordLabel: 'Export days',
    titleField: 'id',
    feature: 'Export Data',
    route: 'settings/export-days',
    description: 'How many days back a role (or one admin user) may export data. Set a role or a user, not both.',
    fields: {
      role_id: f.ref('Role', 'admin-roles', { list: true }),
      user_id: f.ref('Admin user', 'admin-users', { list: true }),
      days: f.integer('Days', { required: true, min: 1, max: 3650, list: true }),
    },
  }),
];
