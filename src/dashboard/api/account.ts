import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../contract/account';
import type { Plan } from '../../contract/enums';
import type { DashboardStats, Usage } from '../../contract/usage';
import { sessionHint } from '../lib/session-hint';
import { ApiError, api } from './client';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: async () => {
    try {
      const me = await api<User>('/api/users/me');
      sessionHint.set(true);
      return me;
    } catch (e) {
      if (e instanceof ApiError && e.status === 401) sessionHint.set(false);
      throw e;
    }
  },
  staleTime: 60_000,
  retry: false,
});

/** GET /api/setup: whether accounts exist, whether sign-up is open, whether this server sends e-mail. */
export interface Setup {
  hasUsers: boolean;
  signup?: 'open' | 'closed';
  email?: boolean;
  /** With no account: until when the first account may sign up without the setup link (null: closed). */
  setupOpenUntil?: string | null;
}

export const usageQuery = queryOptions({ queryKey: ['usage'], queryFn: () => api<Usage>('/api/usage') });

export const setupQuery = queryOptions({
  queryKey: ['setup'],
  queryFn: () => api<Setup>('/api/setup'),
  staleTime: 0,
});

export const useMe = () => useQuery(meQuery);
export const useUsage = () => useQuery(usageQuery);

export const useStats = () =>
  useQuery({ queryKey: ['stats'], queryFn: () => api<DashboardStats>('/api/dashboard/stats') });

export const useSetup = () => useQuery(setupQuery);

export function useSignIn() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      api('/api/auth/sign-in/email', { method: 'POST', body }),
    onSuccess: () => sessionHint.set(true),
    meta: { silent: true },
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (body: { name: string; email: string; password: string; setupToken?: string }) =>
      api('/api/auth/sign-up/email', { method: 'POST', body }),
    onSuccess: () => sessionHint.set(true),
    meta: { silent: true },
  });
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSettled: () => {
      sessionHint.set(false);
      qc.clear();
    },
  });
}

/** Asks for a reset e-mail; the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api('/api/auth/request-password-reset', {
        method: 'POST',
        body: { email, redirectTo: `${location.origin}/reset-password` },
      }),
    meta: { silent: true },
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { newPassword: string; token: string }) =>
      api('/api/auth/reset-password', { method: 'POST', body }),
    meta: { silent: true },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string; revokeOtherSessions: boolean }) =>
      api('/api/auth/change-password', { method: 'POST', body }),
    meta: { silent: true },
  });
}

export function useRename() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api<User>('/api/users/me', { method: 'PUT', body: { name } }),
    onSuccess: (user) => qc.setQueryData(meQuery.queryKey, user),
  });
}

export function useRegenerateKey() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ apiKey: string }>('/api/users/me/api-key', { method: 'POST', body: {} }),
    onSuccess: () => qc.invalidateQueries({ queryKey: meQuery.queryKey }),
  });
}

export function useCheckout() {
  return useMutation({
    mutationFn: (plan: Plan) =>
      api<{ url: string }>('/api/billing/checkout', { method: 'POST', body: { plan } }),
    meta: { silent: true },
  });
}

export function usePortal() {
  return useMutation({
    mutationFn: () => api<{ url: string }>('/api/billing/portal', { method: 'POST', body: {} }),
    meta: { silent: true },
  });
}
