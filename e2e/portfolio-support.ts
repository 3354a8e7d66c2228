// The step the portfolio journeys start from: a fund held by the journey's own investor, bought by UPI.
import type { Page } from '@playwright/test';
import {
  addLumpsum,
  confirmButton,
  enterUpiId,
  expect,
  goToCart,
  logIn,
  openScheme,
} from './purchase-support.ts';

/** The journey's investor opens home and buys `fund` (found by `keyword`) by UPI with success@ewapay, up to the receipt. */
export async function logInAndBuy(page: Page, keyword: string, fund: string, amount = '5000'): Promise<void> {
  await logIn(page);
  await openScheme(page, keyword, fund);
  await addLumpsum(page, amount);
  await goToCart(page);
  await enterUpiId(page, 'success@ewapay');
  await expect(confirmButton(page)).toBeEnabled();
  await confirmButton(page).click();
  await expect(page.getByText('Your transaction has been successfully submitted.')).toBeVisible({
    timeout: 30_000,
  });
}
