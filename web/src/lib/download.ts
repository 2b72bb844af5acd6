/**
 * The file name of a content-disposition header: `attachment; filename="teams-2026-11-23.csv"` →
 * "teams-2026-11-23.csv". The RFC 5987 form (`filename*=UTF-8''n%C3%A4me.csv`) wins when both are
 * given. Any folder part is dropped; null when the header names no file.
 */
export function filenameFromContentDisposition(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return baseName(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, '')));
    } catch {
      // a malformed escape: fall back to the plain filename parameter
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2]?.trim();
  return name ? baseName(name) : null;
}

function baseName(name: string): string | null {
  const last = name.split(/[\\/]/).pop()?.trim();
  return last ? last : null;
}

/** Hands a downloaded file to the browser to save under the given name. */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
