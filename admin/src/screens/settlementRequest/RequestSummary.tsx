/**
 * The request itself: amount, full or partial, status, when it was asked for and when its OTP was
 * verified, who asked (a link to the customer when the role may open customers) and the remarks.
 */
import { Card, CardContent, Typography } from '@mui/material';
import type { ResourceDef } from '@bakaya/api/registry';
import { useRecordContext } from 'react-admin';
import { formatDateTime, formatMoney } from '../../format/display';
import { EnumChip } from '../../resources/EnumChip';
import { FieldValue } from '../../resources/FieldValue';
import { Fact, Facts } from '../customerDetail/Facts';
import type { SettlementAccess } from './settlementModel';

const choiceName = (def: ResourceDef, field: string, value: unknown) =>
  def.fields[field]?.choices?.find((c) => String(c.id) === String(value))?.name ?? (value == null ? '' : String(value));

export const RequestSummary = ({ def, access }: { def: ResourceDef; access: SettlementAccess }) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="settlement-request-heading">
      <CardContent>
        <Typography id="settlement-request-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
          Request
        </Typography>
        <Facts min={180}>
          <Fact label="Amount">
            <Typography component="span" variant="h6" sx={{ fontWeight: 600 }}>
              {formatMoney(record.amount)}
            </Typography>
          </Fact>
          <Fact label={def.fields.mode?.label ?? 'Settlement type'}>{choiceName(def, 'mode', record.mode)}</Fact>
          <Fact label="Status">
            <EnumChip value={record.status} choices={def.fields.status?.choices} />
          </Fact>
          <Fact label="Requested on">{formatDateTime(record.created_at)}</Fact>
          <Fact label="OTP verified on">
            {record.otp_verified_at ? (
              formatDateTime(record.otp_verified_at)
            ) : (
              <Typography component="span" variant="body2" color="text.secondary">
                Not verified yet
              </Typography>
            )}
          </Fact>
          <Fact label="Requested by" empty={record.user_id == null}>
            {access.requester && def.fields.user_id ? (
              <FieldValue source="user_id" def={def.fields.user_id} />
            ) : (
              `Customer #${String(record.user_id)}`
            )}
          </Fact>
          <Fact label="Remarks" wide>
            {record.remarks ? (
              <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {String(record.remarks)}
              </Typography>
            ) : (
              <Typography component="span" variant="body2" color="text.secondary">
                No remarks.
              </Typography>
            )}
          </Fact>
        </Facts>
      </CardContent>
    </Card>
  );
};
