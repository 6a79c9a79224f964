import { z } from 'zod';
import { defineResource } from '../define';
import { f } from '../fields';

/**
 * Promotion management → campaign (spec §3 "Campaign": name, channel, type, subject, status,
 * audience, time slot, running days, template, email to and cc). Promo codes and free trials
 * belong to the money resources.
 */
const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export const MESSAGE_CHANNELS = [
  { id: 'sms', name: 'SMS' },
  { id: 'email', name: 'Email' },
  { id: 'whatsapp', name: 'WhatsApp' },
] as const;

export const promotionResources = [
  defineResource({
    name: 'campaigns',
    table: 'campaigns',
    label: 'Campaigns',
    recordLabel: 'Campaign',
    titleField: 'name',
    feature: 'Campaign',
    menuGroup: 'Promotion management',
    route: 'promotion-management/campaign',
    fields: {
      name: f.string('Name', { required: true, max: 160, searchable: true, sortable: true, list: true }),
      channel: f.enum('Channel', MESSAGE_CHANNELS, { required: true, filter: true, list: true }),
      type: f.enum(
        'Type',
        [
          { id: 'one_time', name: 'One time' },
          { id: 'recurring', name: 'Recurring' },
        ],
        {
          default: 'one_time',
          filter: true,
          list: true,
          help: 'Recurring campaigns run on the chosen days between the start and end dates.',
        },
      ),
      subject: f.string('Subject', { max: 200, help: 'Email only.' }),
      status: f.enum(
        'Status',
        [
          { id: 'draft', name: 'Draft', colour: '#9e9e9e' },
          { id: 'scheduled', name: 'Scheduled', colour: '#1e88e5' },
          { id: 'running', name: 'Running', colour: '#43a047' },
          { id: 'paused', name: 'Paused', colour: '#fb8c00' },
          { id: 'completed', name: 'Completed', colour: '#6d4c41' },
        ],
        { default: 'draft', filter: true, sortable: true, list: true },
      ),
      audience: f.enum(
        'Audience',
        [
          { id: 'all_customers', name: 'All members' },
          { id: 'paid_members', name: 'Members with an active plan' },
          { id: 'expired_members', name: 'Members whose plan expired' },
          { id: 'free_users', name: 'Members without a plan' },
          { id: 'reported_defaulters', name: 'Reported defaulters' },
          { id: 'custom', name: 'Custom list (email to)' },
        ],
        { required: true, filter: true, list: true },
      ),
      time_slot: f.enum(
        'Time slot',
        [
          { id: 'morning', name: 'Morning (9–12)' },
          { id: 'afternoon', name: 'Afternoon (12–4)' },
          { id: 'evening', name: 'Evening (4–8)' },
        ],
        { default: 'morning', list: true },
      ),
      running_days: f.json('Running days', {
        default: [],
        example: ['mon', 'wed', 'fri'],
        zod: z.array(z.enum(WEEKDAYS, { error: 'Running days must be weekday codes: mon, tue, wed, thu, fri, sat, sun.' })).max(7),
        help: 'Weekday codes, e.g. ["mon", "wed", "fri"].',
      }),
      template_id: f.ref('Template', 'templates', { list: true }),
      email_to: f.text('Email to', { max: 5000, help: 'Comma-separated addresses, for a custom audience.' }),
      email_cc: f.text('Email cc', { max: 2000, help: 'Comma-separated addresses.' }),
      starts_on: f.date('Starts on', { sortable: true, filter: true, list: true }),
      ends_on: f.date('Ends on', { sortable: true, filter: true, list: true }),
      last_run_at: f.datetime('Last run', { readOnly: true }),
      sent_count: f.integer('Messages sent', { readOnly: true, list: true }),
      created_by: f.ref('Created by', 'admin-users', { readOnly: true }),
    },
  }),
];
