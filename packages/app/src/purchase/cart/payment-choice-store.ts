import { getPaymentModeWiseBankForUcc } from '@ewa/api/common';
import type { DataOf } from '@ewa/api/core';
import { checkPayRefNo, PAY_MODE, type PayMode, SEGMENT, validateVPA } from '@ewa/api/purchase';
import { isYes, replyText } from '@ewa/api/reply';
import { isUpiId, UPI_ID_MAX_LENGTH } from '@ewa/ui/validate';
import { flow, makeAutoObservable } from 'mobx';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../../stores/api.ts';
import { awaited } from '../../stores/flow.ts';

/** The pay modes with the investor's banks for each, and the registered mandates. */
export type PaymentModes = DataOf<typeof getPaymentModeWiseBankForUcc>;
/** A registered bank account. */
export type BankAccount = PaymentModes['payModes'][number]['banks'][number];

export const INVALID_NEFT_REF_TEXT = 'Please enter a valid NEFT/RTGS reference number.';

/**
 * How the cart is paid (spec 001 §3 cart, §5): the pay mode and, by mode, the bank account, the
 * verified UPI ID, the NEFT/RTGS reference or the mandate. `onChange` hears every choice the user makes.
 */
export class PaymentChoiceStore {
  modes: PaymentModes | null = null;
  paymentMode: PayMode = PAY_MODE.UPI_COLLECT;
  bankAccNo = '';
  payerVirtualAddress = '';
  /** validateVPA's answers by UPI ID: VPAVerifyStatus, its serial number and the payer's name. */
  vpaChecks = new Map<string, { status: string; srNo: string; name: string }>();
  neftrtgsrefno = '';
  neftrtgsrerefno = '';
  neftRefChecked: 'no' | 'checking' | 'available' | 'used' = 'no';
  neftMessage = '';
  mandateNo = '';
  loadError = '';
  /** validateVPA calls on their way, by UPI ID: the field's check and the confirm's share one. */
  private readonly verifying = new Map<string, Promise<{ status: string; name?: string }>>();

  constructor(
    private readonly api: ApiPort,
    private readonly ccode: () => string,
    private readonly onChange: () => void = () => {},
  ) {
    makeAutoObservable<PaymentChoiceStore, 'api' | 'ccode' | 'onChange' | 'verifying'>(
      this,
      { api: false, ccode: false, onChange: false, verifying: false },
      { autoBind: true },
    );
  }

  /** The banks the chosen mode may pay from. */
  get banks(): BankAccount[] {
    return this.modes?.payModes.find((m) => m.paymentMode === this.paymentMode)?.banks ?? [];
  }

  get selectedBank(): BankAccount | undefined {
    return this.banks.find((b) => b.bankAccNo === this.bankAccNo) ?? this.banks[0];
  }

  get vpaSrNo(): string {
    const check = this.vpaChecks.get(this.payerVirtualAddress);
    return check?.status === 'VE' ? check.srNo : '';
  }

  get isUpiVerified(): boolean {
    return this.vpaSrNo !== '';
  }

  /** A UPI ID of the right form that no check has refused yet: Pay verifies it on the click. */
  get isUpiPayable(): boolean {
    const id = this.payerVirtualAddress;
    if (this.isUpiVerified) return true;
    if (!isUpiId(id) || id.length > UPI_ID_MAX_LENGTH) return false;
    return this.vpaChecks.get(id) === undefined;
  }

  /** Verifies the typed UPI ID unless it already is: answers whether it may be paid from. */
  async ensureUpiVerified(): Promise<boolean> {
    if (this.isUpiVerified) return true;
    if (!this.isUpiPayable) return false;
    await this.verifyUpiId(this.payerVirtualAddress);
    return this.isUpiVerified;
  }

  /** Whether the chosen mode has what it needs (the server checks everything again). */
  get isComplete(): boolean {
    switch (this.paymentMode) {
      case PAY_MODE.UPI_COLLECT:
        return this.isUpiPayable;
      case PAY_MODE.NEFT_RTGS:
        return (
          this.neftrtgsrefno !== '' && this.neftrtgsrefno === this.neftrtgsrerefno && this.bankAccNo !== ''
        );
      case PAY_MODE.MANDATE:
        return this.mandateNo !== '';
      case PAY_MODE.NET_BANKING:
        return this.bankAccNo !== '';
      default:
        return true;
    }
  }

  /** common/getPaymentModeWiseBankForUcc: the modes, each mode's banks, the mandates. */
  readonly load = flow(function* (this: PaymentChoiceStore) {
    this.loadError = '';
    try {
      const reply = yield* awaited(this.api.call(getPaymentModeWiseBankForUcc, { ccode: this.ccode() }));
      if (!reply.isSuccess || !reply.data) {
        this.loadError = replyText(reply, GENERIC_FAILURE);
        return;
      }
      this.modes = reply.data;
      this.pickDefaultBank();
      const approved = reply.data.mandates.find((m) => m.status === 'APPROVED');
      if (!this.mandateNo && approved) this.mandateNo = approved.njEMandateNo;
    } catch (error) {
      this.loadError = failureText(error);
    }
  });

  setMode(mode: PayMode): void {
    this.paymentMode = mode;
    this.onChange();
    this.pickDefaultBank();
  }

  setBank(accNo: string): void {
    this.bankAccNo = accNo;
  }

  setMandate(mandateNo: string): void {
    this.mandateNo = mandateNo;
    this.onChange();
  }

  /** The UPI ID typed; it counts as verified only once validateVPA said VE for this very ID. */
  setUpiId(value: string): void {
    this.payerVirtualAddress = value.trim();
  }

  /** The UPI field's verify function: purchase/validateVPA (status VE is valid), once per ID at a time. */
  verifyUpiId(upiId: string): Promise<{ status: string; name?: string }> {
    let check = this.verifying.get(upiId);
    if (!check) {
      check = this.askVpa(upiId).finally(() => this.verifying.delete(upiId));
      this.verifying.set(upiId, check);
    }
    return check;
  }

  private readonly askVpa = flow(function* (this: PaymentChoiceStore, upiId: string) {
    const reply = yield* awaited(
      this.api.call(validateVPA, { njAcNo: this.ccode(), payerVirtualAddress: upiId, segment: SEGMENT }),
    );
    const data = reply.isSuccess ? reply.data : null;
    this.vpaChecks.set(upiId, {
      status: data?.VPAVerifyStatus ?? 'NVE',
      srNo: data?.VPAVerifyStatus === 'VE' ? data.VPAVerifyDtlsrNo : '',
      name: data?.payerName ?? '',
    });
    const answer: { status: string; name?: string } = data
      ? { status: data.VPAVerifyStatus, name: data.payerName }
      : { status: 'NVE' };
    return answer;
  });

  setNeftRef(which: 'neftrtgsrefno' | 'neftrtgsrerefno', value: string): void {
    this[which] = value.trim().toUpperCase();
    this.neftRefChecked = 'no';
    this.neftMessage = '';
    this.onChange();
  }

  /** purchase/checkPayRefNo: a used reference is refused before the confirm. */
  readonly checkNeftRef = flow(function* (this: PaymentChoiceStore) {
    const ref = this.neftrtgsrefno;
    if (!/^[A-Za-z0-9]{6,22}$/.test(ref)) {
      this.neftRefChecked = 'used';
      this.neftMessage = INVALID_NEFT_REF_TEXT;
      return false;
    }
    if (ref !== this.neftrtgsrerefno) {
      this.neftMessage = 'The NEFT/RTGS reference numbers do not match.';
      return false;
    }
    this.neftRefChecked = 'checking';
    try {
      const reply = yield* awaited(this.api.call(checkPayRefNo, { neftrtgsrefno: ref }));
      const available = reply.isSuccess && reply.data?.isPayRefNoAvailable === true;
      this.neftRefChecked = available ? 'available' : 'used';
      this.neftMessage = available ? '' : reply.data?.message || replyText(reply, '');
      return available;
    } catch (error) {
      this.neftRefChecked = 'no';
      this.neftMessage = failureText(error);
      return false;
    }
  });

  private pickDefaultBank(): void {
    const banks = this.banks;
    if (!banks.some((b) => b.bankAccNo === this.bankAccNo)) {
      this.bankAccNo = banks.find((b) => isYes(b.isDefault))?.bankAccNo ?? banks[0]?.bankAccNo ?? '';
    }
  }
}
