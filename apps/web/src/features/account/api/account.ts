import {
  DEFAULT_PAGE_SIZE,
  IDEMPOTENCY_KEY_HEADER,
  accountProfileSchema,
  attendanceMonthSchema,
  changePasswordResponseSchema,
  checkInResponseSchema,
  paybackHistorySchema,
  referralListSchema,
  responsiblePlaySchema,
  type ChangePasswordRequest,
  type DepositLimitsRequest,
  type PlayRestrictionOption,
} from '@hanpan/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { MONEY_CALL_RETRY_DELAY_MS, retryUnansweredMoneyCall } from '@/lib/idempotency';
import { myLevelQueryOptions } from '@/lib/my-level';
import { MEMBER_QUERY_SCOPE } from '@/lib/query-client';
import { sharedQueryKeys } from '@/lib/query-keys';
import { writeQueryData } from '@/lib/query-client';

export const accountKeys = {
  profile: [MEMBER_QUERY_SCOPE, 'account', 'profile'] as const,
  attendance: [MEMBER_QUERY_SCOPE, 'account', 'attendance'] as const,
  attendanceMonth: (year: number, month: number) => [MEMBER_QUERY_SCOPE, 'account', 'attendance', year, month] as const,
  referrals: (page: number) => [MEMBER_QUERY_SCOPE, 'account', 'referrals', page] as const,
  responsiblePlay: [MEMBER_QUERY_SCOPE, 'account', 'responsible-play'] as const,
  paybacks: [MEMBER_QUERY_SCOPE, 'account', 'paybacks'] as const,
};

/** The member's latest weekly paybacks (the page my page shows). */
const PAYBACKS_SHOWN = 5;

export function useProfile() {
  return useQuery({
    queryKey: accountKeys.profile,
    queryFn: ({ signal }) => api.get('/api/account/profile', accountProfileSchema, { signal }),
  });
}

/** The member's level and its benefits (shared with the sportsbook's limits guides). */
export function useMyLevel() {
  return useQuery(myLevelQueryOptions());
}

export function usePaybacks() {
  return useQuery({
    queryKey: accountKeys.paybacks,
    queryFn: ({ signal }) =>
      api.get(`/api/levels/me/paybacks?size=${PAYBACKS_SHOWN}`, paybackHistorySchema, { signal }),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (request: ChangePasswordRequest) =>
      api.post('/api/account/password', request, changePasswordResponseSchema),
  });
}

export function useAttendanceMonth(year: number, month: number) {
  return useQuery({
    queryKey: accountKeys.attendanceMonth(year, month),
    queryFn: ({ signal }) =>
      api.get('/api/account/attendance', attendanceMonthSchema, { query: { year, month }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Today's check-in: points move, so it carries an idempotency key and is retried only when no answer came. */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (idempotencyKey: string) =>
      api.post('/api/account/attendance/check-in', undefined, checkInResponseSchema, {
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    retry: retryUnansweredMoneyCall,
    retryDelay: MONEY_CALL_RETRY_DELAY_MS,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: accountKeys.attendance });
      void queryClient.invalidateQueries({ queryKey: sharedQueryKeys.balances });
    },
  });
}

export const REFERRALS_PAGE_SIZE = DEFAULT_PAGE_SIZE;

export function useReferrals(page: number) {
  return useQuery({
    queryKey: accountKeys.referrals(page),
    queryFn: ({ signal }) =>
      api.get('/api/account/referrals', referralListSchema, { query: { page, size: REFERRALS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useResponsiblePlay() {
  return useQuery({
    queryKey: accountKeys.responsiblePlay,
    queryFn: ({ signal }) => api.get('/api/account/responsible-play', responsiblePlaySchema, { signal }),
  });
}

export function useSetDepositLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DepositLimitsRequest) =>
      api.post('/api/account/responsible-play/deposit-limits', request, responsiblePlaySchema),
    onSuccess: (status) => writeQueryData(queryClient, accountKeys.responsiblePlay, status),
  });
}

export function useStartRestriction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (option: PlayRestrictionOption) =>
      api.post('/api/account/responsible-play/restriction', { option }, responsiblePlaySchema),
    onSuccess: (status) => writeQueryData(queryClient, accountKeys.responsiblePlay, status),
  });
}
