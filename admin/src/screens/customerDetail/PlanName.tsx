/** A subscription's plan: the plan's name and version ('Quarterly · v2'), via plan-versions → membership-plans. */
import { Typography } from '@mui/material';
import { ReferenceField, useRecordContext } from 'react-admin';
import { canAccess } from '../../providers/canAccess';
import { readSession } from '../../providers/session';
import { resourceByName } from '../../registry/resourceIndex';

const versions = resourceByName('plan-versions')!;
const plans = resourceByName('membership-plans')!;

const VersionName = ({ namePlans }: { namePlans: boolean }) => {
  const version = useRecordContext();
  if (!version) return null;
  return (
    <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap' }}>
      {namePlans ? (
        <ReferenceField source="plan_id" reference={plans.route} link={false} emptyText="" />
      ) : (
        `Plan #${String(version.plan_id)}`
      )}
      <Typography variant="body2" component="span" color="text.secondary">
        {' '}
        · v{String(version.version)}
      </Typography>
    </Typography>
  );
};

export const PlanName = ({ source = 'plan_version_id' }: { source?: string }) => {
  const record = useRecordContext();
  const user = readSession()?.user;
  if (!record || record[source] == null) return null;
  if (!canAccess(user, { resource: versions.route, action: 'list' })) {
    return (
      <Typography variant="body2" component="span">
        Plan version #{String(record[source])}
      </Typography>
    );
  }
  return (
    <ReferenceField source={source} reference={versions.route} link={false} emptyText="">
      <VersionName namePlans={canAccess(user, { resource: plans.route, action: 'list' })} />
    </ReferenceField>
  );
};
