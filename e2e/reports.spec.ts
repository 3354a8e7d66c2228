// The reports page (issue 16): an investor of its own opens Reports from the home page, sees the net worth as on
// today and the statement of this financial year, downloads both as CSV and PDF, and is told what is
// wrong with a period before anything is asked of the server.
import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page } from '@playwright/test';
import { test } from './fixtures.ts';
import { expectNoAxeViolations, PORTAL, screenshots } from './portal-support.ts';
import { logIn } from './purchase-support.ts';

async function downloaded(
  page: Page,
  button: ReturnType<Page['getByRole']>,
): Promise<{
  download: Download;
  bytes: Buffer;
}> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const path = await download.path();
  return { download, bytes: await readFile(path) };
}

test.describe('reports', () => {
  test.setTimeout(90_000);

  test('net worth and the transaction statement on screen, and as CSV and PDF files', async ({
    investor,
    page,
  }) => {
    await logIn(page);
    await page
      .getByRole('main')
      .getByRole('link', { name: /^Reports/ })
      .first()
      .click();
    await expect(page).toHaveURL(`${PORTAL}/ewa/report`);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeFocused();

    // Net worth as on today, with the holdings behind it.
    const netWorth = page.getByRole('region', { name: 'Net worth' });
    await expect(netWorth.getByTestId('reports-networth')).toContainText('₹');
    await expect(netWorth.getByRole('table', { name: /^Holdings as on \d{1,2} \w{3} \d{4}$/ })).toBeVisible();

    // The statement of this financial year: the demo investor's earlier purchases, with balances.
    const statement = page.getByRole('region', { name: 'Transaction statement' });
    const today = new Date();
    const fyYear = today.getMonth() >= 3 ? today.getFullYear() : today.getFullYear() - 1;
    await expect(statement.getByLabel('From')).toHaveValue(`${fyYear}-04-01`);
    const table = statement.getByRole('table', { name: new RegExp(`^Transactions from 1 Apr ${fyYear} to`) });
    await expect(table).toBeVisible();
    const purchases = table.getByRole('row').filter({ hasText: 'Purchase' });
    expect(await purchases.count()).toBeGreaterThan(0);
    await expect(statement.getByTestId('reports-statement-summary')).toContainText(/\d+ transactions? from/);

    await screenshots(page, 'reports');
    await expectNoAxeViolations(page);

    // CSV: the file named by account and period, starting with the UTF-8 BOM and the header.
    const csv = await downloaded(
      page,
      statement.getByRole('button', { name: 'Download CSV of the transaction statement' }),
    );
    expect(csv.download.suggestedFilename()).toMatch(
      new RegExp(`^transaction-statement-${investor.njAcNo}-0104${fyYear}-\\d{8}\\.csv$`),
    );
    expect([...csv.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.bytes.subarray(3, 40).toString('utf8')).toMatch(/^Date,Scheme,Plan,Folio,Transaction,/);
    await expect(page.getByRole('status').filter({ hasText: 'has been downloaded' })).toContainText(
      csv.download.suggestedFilename(),
    );

    // PDF of the statement, and of the net worth.
    const pdf = await downloaded(
      page,
      statement.getByRole('button', { name: 'Download PDF of the transaction statement' }),
    );
    expect(pdf.download.suggestedFilename()).toMatch(
      new RegExp(`^transaction-statement-${investor.njAcNo}-\\d{8}-\\d{8}\\.pdf$`),
    );
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const worth = await downloaded(
      page,
      netWorth.getByRole('button', { name: 'Download PDF of the net worth report' }),
    );
    expect(worth.download.suggestedFilename()).toMatch(
      new RegExp(`^net-worth-${investor.njAcNo}-\\d{8}\\.pdf$`),
    );
    expect(worth.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // A period that ends before it starts: said at the field, nothing asked.
    await statement.getByLabel('From').fill(`${fyYear}-10-02`);
    await statement.getByLabel('To').fill(`${fyYear}-10-01`);
    await statement.getByLabel('To').press('Enter');
    await expect(statement.getByText('The from date cannot be later than the to date.')).toBeVisible();
    await expect(statement.getByLabel('From')).toHaveAttribute('aria-invalid', 'true');
  });
});
