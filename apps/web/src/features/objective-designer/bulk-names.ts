/** The names a bulk request creates: split at commas, trimmed, empty ones dropped, duplicates once (as the server does). */
export function splitBulkNames(text: string): string[] {
  return [...new Set(text.split(',').map((name) => name.trim()))].filter((name) => name !== '');
}
