/**
 * A field of the current record as the generic screens show it (FieldValue), except a reference
 * whose target the role may not read: that one stays '#id' instead of a failing look-up.
 */
import { Typography } from '@mui/material';
import type { FieldDef } from '@bakaya/api/registry';
import { useRecordContext } from 'react-admin';
import { readSession } from '../../providers/session';
import { FieldValue } from '../../resources/FieldValue';
import { referenceReadable } from './customerModel';

export const RecordValue = ({ source, def, compact }: { source: string; def: FieldDef; compact?: boolean }) => {
  const record = useRecordContext();
  if (!record) return null;
  if (!referenceReadable(readSession()?.user, def)) {
    const value = record[source];
    return value == null ? null : (
      <Typography variant="body2" component="span">
        #{String(value)}
      </Typography>
    );
  }
  return <FieldValue source={source} def={def} compact={compact} />;
};
