/** The member's in-app notifications (GET/POST /api/member/notifications…, api/src/contracts/notifications.ts). */
import type { MemberNotification, MemberNotificationPage } from '@bakaya/api/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '../../api/http';
import { useSession } from '../../session/sessionStore';

export const NOTIFICATIONS_KEY = ['member-notifications'] as const;

/** A page of notifications with the unread count: the bell and the page share it (refreshed every minute and on focus). */
export const useNotifications = (perPage = 20) => {
  const session = useSession();
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, perPage],
    queryFn: ({ signal }) => apiGet<MemberNotificationPage>(`member/notifications?per_page=${perPage}`, signal),
    enabled: session?.user.role_type === 'customer',
    refetchInterval: 60_000,
    refetchOnWindowFocus: true,
    staleTime: 15_000,
  });
};

export const useMarkRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiPost<MemberNotification>(`member/notifications/${id}/read`),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
};

export const useMarkAllRead = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiPost<{ marked: number }>('member/notifications/read-all'),
    onSuccess: () => client.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
};
