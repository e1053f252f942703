// The CSV exports' download: on its own (not in format.ts, which Home uses) so papaparse, which
// rewrites a CSV for the user's spreadsheet, loads with the screens that export, not the first screen.
import { spreadsheetCsvDialect, toSpreadsheetCsv } from '../../../src-shared/i18n/csv-dialect';
import { useLocale } from '../../i18n/locale';
import { offerDownload } from '../../components/offer-download';

/**
 * Offers text as a file download (the CSV export).
 * A CSV is rewritten for the user's spreadsheet (their locale's delimiter and decimal mark, with a
 * BOM) unless they chose plain CSV for programs in Settings.
 */
export function downloadText(fileName: string, mimeType: string, content: string): void {
  const { csvFormat, locale } = useLocale.getState();
  const body =
    mimeType.startsWith('text/csv') && csvFormat === 'spreadsheet'
      ? toSpreadsheetCsv(content, spreadsheetCsvDialect(locale))
      : content;
  offerDownload(fileName, new Blob([body], { type: mimeType }));
}
