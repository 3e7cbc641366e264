/** Human file size: 1.5 MB, 320 KB, 12 bytes. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(1))} ${units[unit]}`;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** Checks a picked file against the accepted extensions and the size limit; null when it may be uploaded. */
export function validateUpload(
  file: { name: string; size: number },
  acceptedExtensions: readonly string[],
  maxBytes: number,
): string | null {
  const accepted = acceptedExtensions.map((ext) => ext.toLowerCase());
  if (!accepted.includes(extensionOf(file.name))) {
    return `"${file.name}" is not an accepted file type. Choose a ${accepted.join(', ')} file.`;
  }
  if (file.size > maxBytes) {
    return `"${file.name}" is too large (${formatBytes(file.size)}). Files may be at most ${formatBytes(maxBytes)}.`;
  }
  if (file.size === 0) return `"${file.name}" is empty.`;
  return null;
}
