/** Who did what an audit row records: staff by name, members by name and masked mobile, else "The system". */
import { Link as MuiLink, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useActorNames } from '../defaulterCase/useActorNames';

export const AuditActor = ({ record, withRole = false }: { record: Record<string, unknown>; withRole?: boolean }) => {
  const actorId = Number(record.actor_user_id);
  const known = record.actor_user_id != null && Number.isInteger(actorId) && actorId > 0;
  const actor = useActorNames(known ? [actorId] : []).get(actorId);
  if (!known) return <span>The system</span>;
  const name = actor?.name ?? `User #${actorId}`;
  return (
    <span>
      {actor?.link ? (
        <MuiLink component={Link} to={actor.link} onClick={(e) => e.stopPropagation()}>
          {name}
        </MuiLink>
      ) : (
        name
      )}
      {actor?.mobile && (
        <Typography variant="caption" color="text.secondary" component="span">
          {' '}
          · {actor.mobile}
        </Typography>
      )}
      {withRole && record.actor_role ? (
        <Typography variant="caption" color="text.secondary" component="span">
          {' '}
          · {String(record.actor_role)}
        </Typography>
      ) : null}
    </span>
  );
};
