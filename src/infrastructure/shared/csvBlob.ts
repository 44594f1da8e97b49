/** The same bytes a CSV endpoint of the API sends (text/csv, UTF-8 with BOM), as the in-memory adapters answer them. */
export const csvBlob = (text: string): Blob => new Blob([text], { type: 'text/csv;charset=utf-8' });
