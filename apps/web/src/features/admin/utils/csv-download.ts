/** Excel (Korean Windows included) reads a CSV as UTF-8 only when it starts with this mark. */
export const UTF8_BOM = '\uFEFF';

/** Hands CSV text to the browser as a download; the BOM the text decoder dropped goes back in front. */
export function downloadCsv(fileName: string, csv: string): void {
  const text = csv.startsWith(UTF8_BOM) ? csv : `${UTF8_BOM}${csv}`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns; let go of the data a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
