/**
 * A minimal one-page PDF (PDF 1.4, Helvetica) for the sample documents the server hands out:
 * client documents and help attachments. Text is drawn as given; characters outside Latin-1 are
 * replaced, since the built-in font has no Indic glyphs.
 */
export function textPdf(title: string, paragraphs: string[]): Buffer {
  const lines: { text: string; size: number }[] = [
    { text: title, size: 16 },
    { text: '', size: 11 },
  ];
  for (const paragraph of paragraphs) {
    for (const line of wrap(paragraph, 88)) lines.push({ text: line, size: 11 });
    lines.push({ text: '', size: 11 });
  }
  let y = 800;
  const ops: string[] = ['BT'];
  for (const line of lines.slice(0, 60)) {
    ops.push(`/F1 ${line.size} Tf 1 0 0 1 56 ${y} Tm (${escapePdf(line.text)}) Tj`);
    y -= line.size + 5;
  }
  ops.push('ET');
  const stream = ops.join('\n');

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    `<< /Title (${escapePdf(title)}) /Producer (E-Wealth) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

function escapePdf(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff]/g, '?').replace(/[\\()]/g, (c) => `\\${c}`);
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
