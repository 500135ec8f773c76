/**
 * Saves `blob` as a file the browser downloads, named `name` (an export, a recording): through a
 * link clicked for the user, its address let go a minute later, once the download has its bytes.
 */
export function saveFile(name: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
