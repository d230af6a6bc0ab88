// Which attachments show inline, and the type label of a file card.
import { fileTypeLabel, isInlineImage } from '../../../src/custom/inbox/tools/model';

describe('attachment kinds', () => {
  it('shows raster images inline, never SVG or other types', () => {
    for (const t of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'IMAGE/JPG']) expect(isInlineImage(t), t).toBe(true);
    for (const t of ['image/svg+xml', 'application/pdf', '', null, undefined, 'text/html']) expect(isInlineImage(t), String(t)).toBe(false);
  });

  it('labels a file by its type, else its extension', () => {
    expect(fileTypeLabel('application/pdf', 'a.pdf')).toBe('PDF');
    expect(fileTypeLabel('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'a.xlsx')).toBe('Spreadsheet');
    expect(fileTypeLabel('application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'a.docx')).toBe('Document');
    expect(fileTypeLabel('application/zip', 'a.zip')).toBe('Archive');
    expect(fileTypeLabel('application/octet-stream', 'build.log')).toBe('LOG');
    expect(fileTypeLabel('', 'README')).toBe('File');
  });
});
