/**
 * Saves `blob` as `fileName`: a temporary object URL and a click on a hidden link. Downloads that
 * need the bearer token (CSV, iCalendar) are fetched through the API client first.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Give the browser a moment to start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
