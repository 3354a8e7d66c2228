// Two-factor stop requests of an EMF investor (issue 12; spec 001 §2, §4, §8): the list
// sends a stop SIP to /transact/authorize/2fa/stopsip, the validate call sends an OTP through the
// outbox, a wrong OTP is refused, the right one authorizes with the spec's success text.

import {
  answer,
  authorizeJourneyTimeouts,
  enterTransaction,
  expect,
  logInAs,
  openList,
  rowOf,
  screenshots,
  TEXTS,
} from './authorize-support.ts';
import { test } from './fixtures.ts';
import { latestOtp } from './portal-support.ts';

authorizeJourneyTimeouts();

test('the EMF investor stops a SIP with the OTP sent to the outbox', { tag: '@emf' }, async ({
  investor,
  page,
}) => {
  const { trxnId } = await enterTransaction(page, { investor: investor.njAcNo, type: 'SSIP' });
  await logInAs(page, investor);
  await openList(page, 'ssip');
  await rowOf(page, trxnId)
    .getByRole('button', { name: `Authorize ${trxnId}` })
    .click();
  await expect(page).toHaveURL(/\/ewa\/transact\/authorize\/2fa\/stopsip\?d=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stop SIP: Verify OTP' })).toBeVisible();
  await expect(page.getByText(trxnId)).toBeVisible();
  await screenshots(page, 'authorize-2fa');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/2fa\/stopsip\/OTPValidate\?d=/);
  await expect(page.getByText('OTP has been sent to the mobile number.')).toBeVisible();
  const otp = await latestOtp(page, investor.njAcNo);
  const wrong = String((Number(otp) + 1) % 1_000_000).padStart(6, '0');
  const field = page.getByRole('textbox', { name: 'OTP' });
  await field.fill(wrong);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please enter valid OTP.')).toBeVisible();
  await screenshots(page, 'authorize-2fa-otp');
  await page.getByRole('textbox', { name: 'OTP' }).fill(otp);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/transact\/authorize\/ssip\/achknowledge\?tid=/);
  await expect(page.getByText('SIP Stop Request Sent successfully.')).toBeVisible();
});

test('a revoke stop SIP of the EMF investor goes through its own 2FA page to the tsr acknowledgement', {
  tag: '@emf',
}, async ({ investor, page }) => {
  const { trxnId } = await enterTransaction(page, { investor: investor.njAcNo, type: 'TSR' });
  await logInAs(page, investor);
  await openList(page, 'tsr');
  await rowOf(page, trxnId)
    .getByRole('button', { name: `Authorize ${trxnId}` })
    .click();
  await expect(page).toHaveURL(/\/2fa\/revokeStopSip\?d=/);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await page.getByRole('textbox', { name: 'OTP' }).fill(await latestOtp(page, investor.njAcNo));
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/transact\/authorize\/tsr\/achknowledge\?tid=/);
  await expect(page.getByText('Revoke Stop SIP Request Sent successfully.')).toBeVisible();
});

test("a TAC investor's stop STP needs no OTP and answers the spec's posted text", async ({
  investor,
  page,
}) => {
  const { trxnId } = await enterTransaction(page, { investor: investor.njAcNo, type: 'SSTP' });
  await logInAs(page, investor);
  await openList(page, 'sstp');
  await rowOf(page, trxnId)
    .getByRole('button', { name: `Authorize ${trxnId}` })
    .click();
  await answer(page, TEXTS.authorizeConfirm, 'Yes');
  await expect(page.getByText('Stop STP request has been posted successfully..')).toBeVisible();
});
