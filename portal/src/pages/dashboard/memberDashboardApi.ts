/** The member dashboard's and the claims page's reads (api/src/contracts/memberDashboard.ts). */
import type { ClaimAgainstMe, MemberDashboard } from '@bakaya/api/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../api/http';
import { useSession } from '../../session/sessionStore';

export const MEMBER_DASHBOARD_KEY = ['member-dashboard'] as const;

/** The dashboard's facts; the member menu reads its counts from the same cached answer. */
export const useMemberDashboard = () => {
  const session = useSession();
  return useQuery({
    queryKey: MEMBER_DASHBOARD_KEY,
    queryFn: ({ signal }) => apiGet<MemberDashboard>('member/dashboard', signal),
    enabled: !!session,
    staleTime: 30_000,
  });
};

export const useClaimsAgainstMe = () =>
  useQuery({ queryKey: ['member-claims'], queryFn: ({ signal }) => apiGet<ClaimAgainstMe[]>('member/claims', signal) });
