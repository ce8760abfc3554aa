import { adminSettingsSchema, type AdminSettings, type SettingKey } from '@hanpan/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidResponse } from '@/lib/api-client';
import { MEMBER_QUERY_SCOPE } from '@/lib/query-client';
import { writeQueryData } from '@/lib/query-client';

export const settingsKey = [MEMBER_QUERY_SCOPE, 'admin', 'settings'] as const;

export function useAdminSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => api.get('/api/admin/settings', adminSettingsSchema, { signal }),
    meta: { errorLogMessage: 'Failed to fetch settings' },
  });
}

/** Replaces one setting's whole value; the answer is every setting as the site now runs with it. */
export function useSaveSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ key, value }: { key: SettingKey; value: unknown }): Promise<AdminSettings> => {
      const parsed = adminSettingsSchema.safeParse(
        await api.request(`/api/admin/settings/${key}`, { method: 'PUT', body: value }),
      );
      if (!parsed.success) throw invalidResponse(200);
      return parsed.data;
    },
    onSuccess: (settings) => writeQueryData(queryClient, settingsKey, settings),
  });
}
