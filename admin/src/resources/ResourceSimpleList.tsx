import type { ResourceDef } from '@bakaya/api/registry';
import { Box } from '@mui/material';
import { SimpleList } from 'react-admin';
import { defaultColumns, stateColumn } from '../registry/fieldKinds';
import { recordTitle } from '../registry/recordTitle';
import { FieldValue } from './FieldValue';

/**
 * The phone layout of a list (as react-admin's demo does): one line per record — its title, two
 * more of its default columns under it, each with its label, and its state on the right (the record
 * status, or the first coloured choice such as a derived state). Nothing scrolls sideways.
 */
export const ResourceSimpleList = ({ def }: { def: ResourceDef }) => {
  const cols = defaultColumns(def).filter(([n]) => n !== def.titleField && n !== 'id');
  const state = stateColumn(def);
  const status = cols.find(([n]) => n === state);
  const more = cols.filter(([n]) => n !== status?.[0]).slice(0, 2);
  return (
    <SimpleList
      linkType="show"
      primaryText={(record) => recordTitle(def, record)}
      secondaryText={
        <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5, alignItems: 'center' }}>
          {more.map(([name, field]) => (
            <Box component="span" key={name}>
              <Box component="span" sx={{ color: 'text.secondary' }}>
                {field.label}:{' '}
              </Box>
              <FieldValue source={name} def={field} compact plain />
            </Box>
          ))}
        </Box>
      }
      tertiaryText={
        status ? (
          <Box component="span" sx={{ ml: 1 }}>
            <FieldValue source={status[0]} def={status[1]} compact plain />
          </Box>
        ) : undefined
      }
      className="compact-list"
      sx={{ '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
    />
  );
};
