import { describe, expect, it } from 'vitest';
import { defineResource } from '../registry/define';
import { f } from '../registry/fields';
import { rowRefusal } from './rowRefusal';

const people = defineResource({
  name: 'people',
  table: 'people',
  label: 'People',
  feature: 'CMS',
  menuGroup: 'Content management',
  route: 'people',
  fields: { mobile: f.string('Mobile'), email: f.string('Email') },
});

describe('rowRefusal', () => {
  it('names every problem of the row by its field title, keeps them per field, and says nothing was imported', () => {
    const err = rowRefusal(people, 7, { mobile: 'Enter a 10-digit mobile number.', email: 'Enter a valid email address' });
    expect(err.status).toBe(409);
    expect(err.message).toBe(
      'Row 7 is no longer valid — Mobile: Enter a 10-digit mobile number; Email: Enter a valid email address. Nothing was imported.',
    );
    expect(err.errors).toEqual({ mobile: 'Enter a 10-digit mobile number.', email: 'Enter a valid email address' });
    // The answer carries the row and its code (every answer is coded, issue 19 §5).
    expect(err.extra).toMatchObject({ row: 7, code: 'IMPORT_ROW_REFUSED' });
  });

  it('keeps a column that is not a field as written, and falls back to the error’s own message', () => {
    expect(rowRefusal(people, 3, { reporter_mobile: 'No member has this mobile.' }).message).toBe(
      'Row 3 is no longer valid — reporter_mobile: No member has this mobile. Nothing was imported.',
    );
    expect(rowRefusal(people, 4, {}, 'This case is already closed.').message).toBe(
      'Row 4 is no longer valid — This case is already closed. Nothing was imported.',
    );
  });
});
