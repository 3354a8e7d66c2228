import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';

/** A column of a report table: its heading, its share of the line (points) and its alignment. */
export interface PdfColumn {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

/** A report as a printed table, every cell already in words and figures. */
export interface PdfTable {
  title: string;
  investorName: string;
  acCode: string;
  /** 'From 01/04/2026 to 27/11/2026', 'As on 27/11/2026'. */
  period: string;
  /** Lines under the header (totals in words), before the table. */
  summary: string[];
  columns: PdfColumn[];
  rows: string[][];
  /** A closing row (totals), bold. */
  totals?: string[];
  /** Shown instead of the table when there are no rows. */
  emptyText: string;
  /** Printed at the foot of the last page. */
  notes: string[];
  /** 'Generated on 27/11/2026 at 14:05 IST'. */
  generated: string;
}

// DejaVu Sans has the rupee sign (U+20B9), which the PDF standard fonts lack; it is embedded as a
// subset of the glyphs a report uses, so a statement stays a few tens of kilobytes.
const fontDir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
let fonts: { regular: Buffer; bold: Buffer } | undefined;
const loadFonts = () => {
  fonts ??= {
    regular: readFileSync(join(fontDir, 'DejaVuSans.ttf')),
    bold: readFileSync(join(fontDir, 'DejaVuSans-Bold.ttf')),
  };
  return fonts;
};

const MARGIN = 36;
const FOOTER_SPACE = 28;
const CELL_PAD = 3;
const BODY_SIZE = 7.5;
const ACCENT = '#0b4f8a';
const ROWS_PER_TURN = 50;
const RULE = '#c9d3df';

/**
 * The report as an A4 landscape PDF: on every page the title, the investor's name and account number,
 * the period and the column headings; page numbers ('Page 2 of 3') at the foot of each page.
 */
export async function tablePdf(table: PdfTable): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${table.title} – ${table.acCode}`,
      Author: 'E-Wealth',
      Subject: `${table.title}, ${table.period}`,
    },
  });
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = MARGIN;
  const bottom = () => doc.page.height - MARGIN - FOOTER_SPACE;
  const lineWidth = () => doc.page.width - 2 * MARGIN;

  const pageHeader = () => {
    doc.font('bold').fontSize(14).fillColor(ACCENT).text(table.title, left, MARGIN, { width: lineWidth() });
    doc.font('body').fontSize(9).fillColor('#000');
    doc.text(`${table.investorName}  ·  Account No. ${table.acCode}`, { width: lineWidth() });
    doc.text(table.period, { width: lineWidth() });
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(ACCENT)
      .text('E-Wealth', left, MARGIN, { width: lineWidth(), align: 'right' });
    doc.fillColor('#000');
    doc.y = MARGIN + 48;
  };

  // A cell that fits on one line is placed by its measured width, without the line wrapper: measuring
  // and wrapping every cell made a 10,000-row statement several times slower.
  const layoutRow = (cells: string[], font: string) => {
    doc.font(font).fontSize(BODY_SIZE);
    const lineHeight = doc.currentLineHeight(true);
    const layout = table.columns.map((column, i) => {
      const text = cells[i] ?? '';
      const room = column.width - 2 * CELL_PAD;
      const width = doc.widthOfString(text);
      const wraps = width > room;
      return {
        text,
        room,
        width,
        wraps,
        height: wraps ? doc.heightOfString(text, { width: room }) : lineHeight,
      };
    });
    return { layout, height: Math.max(...layout.map((c) => c.height)) + 2 * CELL_PAD };
  };

  const drawRow = (row: ReturnType<typeof layoutRow>, font: string, shade?: string) => {
    const top = doc.y;
    const width = table.columns.reduce((sum, c) => sum + c.width, 0);
    if (shade) doc.rect(left, top, width, row.height).fill(shade);
    doc.fillColor('#000').font(font).fontSize(BODY_SIZE);
    let x = left;
    table.columns.forEach((column, i) => {
      const cell = row.layout[i];
      if (cell?.text) {
        const right = column.align === 'right';
        if (cell.wraps)
          doc.text(cell.text, x + CELL_PAD, top + CELL_PAD, {
            width: cell.room,
            align: column.align ?? 'left',
          });
        else
          doc.text(
            cell.text,
            right ? x + column.width - CELL_PAD - cell.width : x + CELL_PAD,
            top + CELL_PAD,
            {
              lineBreak: false,
            },
          );
      }
      x += column.width;
    });
    doc
      .moveTo(left, top + row.height)
      .lineTo(left + width, top + row.height)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.y = top + row.height;
  };

  const headings = table.columns.map((c) => c.label);
  const headingRow = () => drawRow(layoutRow(headings, 'bold'), 'bold', '#e8eef5');
  const startPage = () => {
    pageHeader();
    headingRow();
  };

  pageHeader();
  doc.font('body').fontSize(9);
  for (const line of table.summary) doc.text(line, left, doc.y, { width: lineWidth() });
  doc.moveDown(0.5);
  if (table.rows.length === 0) {
    doc.font('body').fontSize(10).text(table.emptyText, left, doc.y, { width: lineWidth() });
  } else {
    headingRow();
    const all = table.totals ? [...table.rows, table.totals] : table.rows;
    for (const [i, cells] of all.entries()) {
      // A long statement takes a while: let other requests in between pages' worth of rows.
      if (i > 0 && i % ROWS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
      const isTotal = table.totals !== undefined && i === all.length - 1;
      const font = isTotal ? 'bold' : 'body';
      const row = layoutRow(cells, font);
      if (doc.y + row.height > bottom()) {
        doc.addPage();
        startPage();
      }
      drawRow(row, font, isTotal ? '#f3f6fa' : undefined);
    }
  }
  if (table.notes.length) {
    doc.moveDown(1);
    doc.font('body').fontSize(7).fillColor('#444');
    for (const note of table.notes) {
      if (doc.y + 12 > bottom()) {
        doc.addPage();
        pageHeader();
      }
      doc.text(note, left, doc.y, { width: lineWidth() });
    }
  }

  // Page numbers once the count is known; the foot is below the bottom margin, so lift it first.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const margins = doc.page.margins;
    doc.page.margins = { ...margins, bottom: 0 };
    const y = doc.page.height - MARGIN - 12;
    doc.font('body').fontSize(7).fillColor('#444');
    doc.text(table.generated, left, y, { width: lineWidth() / 2, lineBreak: false });
    doc.text(`Page ${i - start + 1} of ${count}`, left + lineWidth() / 2, y, {
      width: lineWidth() / 2,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins = margins;
  }
  doc.end();
  return done;
}
