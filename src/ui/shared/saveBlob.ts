/** Saves a Blob under a file name through a temporary link (the browser's own download). */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // revoked later: revoking at once cancels the download in some browsers
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
