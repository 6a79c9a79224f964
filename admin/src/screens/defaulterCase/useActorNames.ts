/**
 * Names of the people behind timeline events and audit rows: staff are admin users, members are
 * customers (shown with their masked mobile). Asks only for the lists the signed-in role may read,
 * and through useGetManyAggregate, so every row of a list page asking at once makes one request.
 */
import { maskPhone } from '@bakaya/api/validation';
import { useMemo } from 'react';
import { useGetManyAggregate } from 'react-admin';
import { canAccess } from '../../providers/canAccess';
import { readSession } from '../../providers/session';
import { resourceByName } from '../../registry/resourceIndex';

const staff = resourceByName('admin-users')!;
const members = resourceByName('customers')!;

export interface Actor {
  name: string;
  link?: string;
  member: boolean;
  /** A member's mobile, masked (xxxxxxxx10). */
  mobile?: string;
}

export function useActorNames(ids: number[]): Map<number, Actor> {
  const user = readSession()?.user;
  const mayStaff = canAccess(user, { resource: staff.route, action: 'list' });
  const mayMembers = canAccess(user, { resource: members.route, action: 'list' });
  const { data: admins, isPending: adminsPending } = useGetManyAggregate(staff.route, { ids }, { enabled: mayStaff && ids.length > 0 });
  const found = new Set((admins ?? []).map((a) => Number(a.id)));
  const rest = mayStaff && adminsPending ? [] : ids.filter((id) => !found.has(id));
  const { data: customers } = useGetManyAggregate(members.route, { ids: rest }, { enabled: mayMembers && rest.length > 0 });
  return useMemo(() => {
    const out = new Map<number, Actor>();
    for (const a of admins ?? [])
      out.set(Number(a.id), { name: String(a.name ?? `#${a.id}`), link: `/${staff.route}/${a.id}/show`, member: false });
    for (const c of customers ?? [])
      out.set(Number(c.id), {
        name: String(c.name ?? `#${c.id}`),
        link: `/${members.route}/${c.id}/show`,
        member: true,
        mobile: typeof c.mobile === 'string' && c.mobile ? maskPhone(c.mobile) : undefined,
      });
    return out;
  }, [admins, customers]);
}
