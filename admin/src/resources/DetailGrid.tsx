import { Box } from '@mui/material';
import type { ResourceDef } from '@bakaya/api/registry';
import { Labeled } from 'react-admin';
import { displayKind, showFields } from '../registry/fieldKinds';
import { FieldValue } from './FieldValue';

const WIDE = new Set(['longText', 'richText', 'json']);

/** Every visible field of the record, labelled, in a responsive grid; long text and JSON span the row. */
export const DetailGrid = ({ def }: { def: ResourceDef }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', columnGap: 3, rowGap: 1.5, p: 2 }}>
    {showFields(def).map(([name, field]) => (
      <Box key={name} sx={WIDE.has(displayKind(field)) ? { gridColumn: '1 / -1' } : undefined}>
        <Labeled label={field.label} source={name}>
          <FieldValue source={name} def={field} />
        </Labeled>
      </Box>
    ))}
  </Box>
);
