import { is } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { commonCalls } from './common.ts';
import { confirmPayload, PAY_MODE, purchaseCalls, rupeeAmount, upiId } from './purchase.ts';
import { PURCHASE_TEXTS } from './texts.ts';

describe('purchase and common contract', () => {
  it('spells every path of spec 001 §7 exactly', () => {
    const paths = [...Object.values(purchaseCalls), ...Object.values(commonCalls)].map((c) => c.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'purchase/checkPayRefNo',
        'purchase/getCuttofDetail',
        'purchase/validateSelectedBank',
        'purchase/validateVPA',
        'purchase/getUpiCallBackResDetail',
        'purchase/getUPICollectionApiStatus',
        'purchase/callTranStatusInqUPIService',
        'purchase/validatePurchase',
        'purchase/getSchemeDetail',
        'purchase/getBrokerageForDirPlan',
        'purchase/getPurchaseWithSwpDetail',
        'purchase/onConfirm',
        'common/getInstallmentDate',
        'common/getSwpStartEndDate',
        'common/getExchangeInfo',
        'common/getPaymentModeWiseBankForUcc',
      ]),
    );
  });

  it('marks the money-moving calls so the client never retries them without a key', () => {
    expect(purchaseCalls.onConfirm.movesMoney).toBe(true);
    expect(purchaseCalls.getUPICollectionApiStatus.movesMoney).toBe(true);
    expect(purchaseCalls.getSchemeList.auth).toBe('public');
  });

  it('takes rupees with at most two decimals', () => {
    expect(is(12.34, rupeeAmount())).toBe(true);
    expect(is(0.29, rupeeAmount())).toBe(true);
    expect(is(291938796.46, rupeeAmount())).toBe(true);
    expect(is(12.345, rupeeAmount())).toBe(false);
    expect(is(-1, rupeeAmount())).toBe(false);
    expect(is(Number.POSITIVE_INFINITY, rupeeAmount())).toBe(false);
  });

  it("checks a UPI ID with the spec's pattern and length", () => {
    expect(is('ravi.kumar@ewapay', upiId())).toBe(true);
    expect(is('ravi kumar@ewapay', upiId())).toBe(false);
    expect(is(`${'a'.repeat(195)}@bank`, upiId())).toBe(true);
    expect(is(`${'a'.repeat(196)}@bank`, upiId())).toBe(false);
  });

  it('accepts the confirm payload of spec 001 §3 and refuses unknown fields', () => {
    const payload = {
      items: [{ schcode: 'ARJ0001', selectedDivOption: 'G', isDirect: 'Y', totalAmount: 1000 }],
      total: 1000,
      neftrtgsamount: 1000,
      neftrtgsrefno: 'HDFCN52026112201',
      neftrtgsrerefno: 'HDFCN52026112201',
      mandateNo: '',
      paymentMode: PAY_MODE.NEFT_RTGS,
      bankCode: 'HDFC',
      bankAccNo: '50105000000100',
      bankType: 'Saving',
      payerVirtualAddress: '',
      isPIPConfirm: 'Y',
      browser: 'Chrome',
      os: 'Linux',
      sessionId: 's1',
    };
    expect(is(payload, confirmPayload)).toBe(true);
    expect(is({ ...payload, surprise: 1 }, confirmPayload)).toBe(false);
    expect(is({ ...payload, paymentMode: '5' }, confirmPayload)).toBe(false);
  });
});

describe('the cart asks before leaving for the bank or the QR code', () => {
  it('says what happens next and the amount in Indian grouping, not the authorizing text', () => {
    expect(PURCHASE_TEXTS.netBankingConfirm(125000.5)).toBe(
      'You will now go to your bank to pay ₹1,25,000.50. Your order is placed once the payment is received. Continue?',
    );
    expect(PURCHASE_TEXTS.upiQrConfirm(1000)).toBe(
      'You will now see a UPI QR code to pay ₹1,000.00 from your UPI app. Your order is placed once the payment is received. Continue?',
    );
    expect(Object.values(PURCHASE_TEXTS).join(' ')).not.toContain('for the authorization');
  });
});
