import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { showAlert } from '@/lib/alerts';
import { downloadCsv } from '../utils/csv-download';
import { failureText } from '../utils/failure-text';

interface CsvDownloadButtonProps {
  /** The file's name before its date, e.g. `deposits` → `deposits-20261122.csv`. */
  name: string;
  /** The server's CSV of the table as it is filtered now. */
  fetchCsv: () => Promise<string>;
}

/** Downloads a back-office table, filtered on the server, as CSV; a failure other than a lost session is shown. */
export function CsvDownloadButton({ name, fetchCsv }: CsvDownloadButtonProps) {
  const { t } = useTranslation('admin');
  const [downloading, setDownloading] = useState(false);

  async function download() {
    setDownloading(true);
    try {
      downloadCsv(`${name}-${new Date().toISOString().slice(0, 10).replaceAll('-', '')}.csv`, await fetchCsv());
    } catch (error) {
      const text = failureText(error, t('csv.failed'));
      if (text) void showAlert(text);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Button variant="outline" onClick={() => void download()} disabled={downloading}>
      {t('csv.download')}
    </Button>
  );
}
