import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../contract/account';
import type { Plan } from '../../contract/enums';
import type { DashboardStats, Usage } from '../../contract/usage';
import { api } from './client';

export const meQuery = queryOptions({
  queryKey: ['me'],
  queryFn: () => api<User>('/api/users/me'),
  staleTime: 60_000,
  retry: false,
});

export const usageQuery = queryOptions({ queryKey: ['usage'], queryFn: () => api<Usage>('/api/usage') });

export const setupQuery = queryOptions({
  queryKey: ['setup'],
  queryFn: () => api<{ hasUsers: boolean }>('/api/setup'),
  staleTime: 0,
});

export const useMe = () => useQuery(meQuery);
export const useUsage = () => useQuery(usageQuery);

export const useStats = () =>
  useQuery({ queryKey: ['stats'], queryFn: () => api<DashboardStats>('/api/dashboard/stats') });

export function useSignIn() {
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      api('/api/auth/sign-in/email', { method: 'POST', body }),
    meta: { silent: true },
  });
}

export function useSignUp() {
  return useMutation({
    mutationFn: (body: { name: string; email: string; password: string }) =>
      api('/api/auth/sign-up/email', { method: 'POST', body }),
    meta: { silent: true },
  });
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSettled: () => qc.clear(),
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
