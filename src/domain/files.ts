// Upload rules: what Parley accepts as an attachment, decided from the file's own bytes (never the uploader's
// name or claimed type), so nothing uploaded can come back as HTML or script.
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const FILE_MSG = {
  tooLarge: 'File is too large (maximum 10 MB)',
  notAllowed: 'This type of file is not allowed',
  missing: 'Please choose a file to upload',
  uploaded: 'File uploaded successfully',
  deleted: 'File deleted successfully',
} as const;

export interface SniffedType {
  type: string;
  ext: string;
  /** Shown in the browser (images, PDF) rather than downloaded. */
  inline: boolean;
}

const startsWith = (b: Uint8Array, sig: number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.slice(from, to));

const OFFICE: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** Markup that a browser could execute if the bytes were ever rendered as a document. */
const MARKUP = /<\s*(script|html|body|iframe|svg|object|embed|meta|link|style|img|a)\b|javascript:/i;

function isText(head: Uint8Array): boolean {
  for (const c of head) if (c === 0 || (c < 9 && c !== 0) || (c > 13 && c < 32 && c !== 27)) return false;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(head);
  return !text.includes('\uFFFD') && !MARKUP.test(text);
}

/** The file's real type from its first bytes (≥ 512 of them when the file is that long), or null if refused. */
export function sniffFile(head: Uint8Array, name: string): SniffedType | null {
  const ext = (name.split('.').pop() ?? '').toLowerCase();
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { type: 'image/png', ext: 'png', inline: true };
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { type: 'image/jpeg', ext: 'jpg', inline: true };
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return { type: 'image/gif', ext: 'gif', inline: true };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return { type: 'image/webp', ext: 'webp', inline: true };
  if (ascii(head, 0, 5) === '%PDF-') return { type: 'application/pdf', ext: 'pdf', inline: false };
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) {
    const office = OFFICE[ext];
    return office ? { type: office, ext, inline: false } : { type: 'application/zip', ext: 'zip', inline: false };
  }
  if ((ext === 'txt' || ext === 'csv' || ext === 'log') && head.length > 0 && isText(head)) {
    return { type: ext === 'csv' ? 'text/csv' : 'text/plain', ext, inline: false };
  }
  return null;
}

/** A file name safe to show and to put in a URL path: no directories, no control characters, bounded. */
export function safeFileName(name: string, ext: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '')
    .trim()
    .slice(0, 120);
  const stem = base.replace(/\.[^.]*$/, '') || 'file';
  return `${stem}.${ext}`;
}

/** Human size for lists: 532 B, 14.2 KB, 3.1 MB. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / (1024 * 1024)).toFixed(1)} MB`;
}
