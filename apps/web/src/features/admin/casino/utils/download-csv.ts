import { showAlert } from '@/lib/alerts';
import { ApiError } from '@/lib/api-client';
import { downloadCsv } from '../../utils/csv-download';

/** Fetches the server's CSV of a filtered table and hands it to the browser; 401 and 403 are handled by the client. */
export async function downloadServerCsv(baseName: string, fetchCsv: () => Promise<string>): Promise<void> {
  try {
    downloadCsv(`${baseName}-${new Date().toISOString().slice(0, 10).replaceAll('-', '')}.csv`, await fetchCsv());
  } catch (error) {
    if (!(error instanceof ApiError && (error.status === 401 || error.status === 403))) {
      void showAlert(error instanceof ApiError ? (error.serverMessage ?? error.message) : 'CSV를 받지 못했습니다.');
    }
  }
}
