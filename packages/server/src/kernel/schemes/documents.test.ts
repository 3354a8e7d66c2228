import { describe, expect, it } from 'vitest';
import { samplePdf } from './documents.ts';

describe('sample scheme documents', () => {
  it('writes a PDF whose cross-reference offsets point at its objects', () => {
    const pdf = samplePdf('Key Information Memorandum', [
      'Arjuna Large Cap Fund (demo)',
      'Exit load: 1% (within 1 year)',
    ]);
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xrefAt, xrefAt + 4)).toBe('xref');
    const offsets = [...text.slice(xrefAt).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets).toHaveLength(5);
    offsets.forEach((offset, i) => {
      expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`);
    });
    expect(text).toContain('(Exit load: 1% \\(within 1 year\\)) Tj');
  });
});
