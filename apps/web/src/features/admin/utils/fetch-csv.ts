import { api } from '@/lib/api';
import type { QueryParams } from '@/lib/api-client';

/** A back-office list as the server writes it in CSV (text with its BOM), filtered by `query`. */
export async function fetchCsv(path: string, query: QueryParams = {}): Promise<string> {
  const body = await api.request(path, { query: { ...query, format: 'csv' } });
  return typeof body === 'string' ? body : '';
}
