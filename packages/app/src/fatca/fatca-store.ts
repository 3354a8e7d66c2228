import { ApiError } from '@ewa/api/client';
import type { ReplyOf } from '@ewa/api/core';
import {
  FATCA_MAX_TAX_RESIDENCIES,
  type FatcaAnswers,
  type FatcaCountry,
  type FatcaCountryIds,
  fatcaFieldErrors,
  fatcaTexts,
  HOLDER_CODES,
  type HolderCode,
  loadFatcaTrade,
  saveDataFatcaTrade,
  taxRowHasValue,
} from '@ewa/api/fatca';
import type { FieldError } from '@ewa/api/fields';
import { replyText } from '@ewa/api/reply';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ApiPort, failureText } from '../stores/api.ts';

/** What names the form: `/fatca?ucc&holder&token`. */
export interface FatcaLink {
  ucc: string;
  holder: HolderCode;
  token: string;
}

/** The link's query, or undefined when a part is missing. */
export function fatcaLinkOf(search: string): FatcaLink | undefined {
  const query = new URLSearchParams(search);
  const ucc = query.get('ucc') ?? '';
  const holder = query.get('holder') ?? '';
  const token = query.get('token') ?? '';
  const isHolder = (value: string): value is HolderCode =>
    (HOLDER_CODES as readonly string[]).includes(value);
  if (!/^\d{1,20}$/.test(ucc) || !isHolder(holder) || !token) return undefined;
  return { ucc, holder, token };
}

/** Where the mobile app closes its webview (the app watches for this address). */
export const WEBVIEW_CLOSE_PATH = '/ewa/webview?action=close';

/** An Android or iOS in-app browser (webview), from its user agent. */
export function isMobileWebview(userAgent: string): boolean {
  return /; wv\)/.test(userAgent) || /(iPhone|iPad|iPod)(?!.*Safari\/).*AppleWebKit/.test(userAgent);
}

/** One tax residency row as the form edits it; `countryText` is what the user typed in the country box. */
export interface TaxRowInput {
  key: number;
  cot: string;
  countryText: string;
  tpiNo: string;
  tpiType: string;
  /** The user has been in the row and left one of its fields. */
  touched: boolean;
}

type CountryField = 'cob' | 'nationality';

/**
 * Where the form is loaded from and saved to: the portal's FATCA link (`loadFatcaTrade`), or another
 * service with the same form (account opening's FatcaService).
 */
export interface FatcaFormSource {
  load(api: ApiPort): Promise<ReplyOf<typeof loadFatcaTrade>>;
  save(
    api: ApiPort,
    answers: FatcaAnswers & { isDetailsChange: 'Y' | 'N' },
  ): Promise<{ isSuccess: boolean; message?: string | null; displayMessage?: string | null }>;
}

/** The portal's FATCA form, named by its signed link. */
export function fatcaLinkSource(link: FatcaLink): FatcaFormSource {
  return {
    load: (api) => api.call(loadFatcaTrade, link),
    save: (api, answers) => api.call(saveDataFatcaTrade, { ...link, ...answers }),
  };
}
type Status = 'loading' | 'ready' | 'linkInvalid' | 'failed';

/**
 * The FATCA form (spec 000 §2, §4, §5): what the load answered, the holder's answers, which fields the
 * user has left (their messages show from then on, or after a submit), the save and the success dialog.
 * The rules are the contract's; this store only decides when their messages show.
 */
export class FatcaFormStore {
  status: Status = 'loading';
  loadError = '';
  holderName = '';
  countries: FatcaCountry[] = [];
  nationalities: FatcaCountry[] = [];
  consentText = '';
  termsLinkText = '';
  terms = '';

  poboIndia: '' | 'Y' | 'N' = '';
  pob = '';
  cotoIndia: '' | 'Y' | 'N' = '';
  consent = false;
  countryText: Record<CountryField, string> = { cob: '', nationality: '' };
  rows: TaxRowInput[] = [];

  touched = new Set<string>();
  submitted = false;
  saving = false;
  /** The server refused a field the form let through; shown beside it until it changes. */
  serverError: FieldError | null = null;
  saveError = '';
  /** The success dialog is open. */
  savedMessage = '';
  /** OK was pressed but the window could not close itself. */
  done = false;

  private loadedAnswers = '';
  private nextKey = 1;

  private readonly source: FatcaFormSource;

  constructor(
    private readonly api: ApiPort,
    from: FatcaLink | FatcaFormSource,
  ) {
    this.source = 'token' in from ? fatcaLinkSource(from) : from;
    makeAutoObservable<FatcaFormStore, 'api' | 'nextKey' | 'loadedAnswers' | 'source'>(
      this,
      { api: false, source: false, nextKey: false, loadedAnswers: false },
      { autoBind: true },
    );
  }

  async load(): Promise<void> {
    this.status = 'loading';
    try {
      const reply = await this.source.load(this.api);
      runInAction(() => {
        if (!reply.isSuccess || !reply.data) {
          this.status = 'failed';
          this.loadError = replyText(reply, fatcaTexts.genericError);
          return;
        }
        const { holderDtl, taxDtl } = reply.data;
        this.countries = reply.data.fatcaCountry;
        this.nationalities = reply.data.nationality;
        this.holderName = holderDtl.holderName;
        this.consentText = holderDtl.fatcaConsent;
        this.termsLinkText = holderDtl.fatcaTNCLinkContent;
        this.terms = holderDtl.fatcaTNC;
        this.poboIndia = holderDtl.poboIndia;
        this.pob = holderDtl.pob;
        this.cotoIndia = holderDtl.cotoIndia;
        this.consent = holderDtl.isfatcaConsentChk === 'Y';
        this.countryText = {
          cob: this.nameOf(this.countries, holderDtl.cob),
          nationality: this.nameOf(this.nationalities, holderDtl.nationality),
        };
        this.rows = taxDtl.map((row) => this.newRow(row.cot, row.tpiNo, row.tpiType));
        if (this.cotoIndia === 'Y' && this.rows.length === 0) this.rows = [this.newRow()];
        this.loadedAnswers = JSON.stringify(this.answers);
        this.status = 'ready';
      });
    } catch (error) {
      runInAction(() => {
        if (error instanceof ApiError && error.status === 401) this.status = 'linkInvalid';
        else this.status = 'failed';
        this.loadError = failureText(error);
      });
    }
  }

  get heading(): string {
    return `FATCA Details for ${this.holderName}`;
  }

  // ------------------------------------------------------------------ answers

  setPoboIndia(value: 'Y' | 'N'): void {
    this.poboIndia = value;
    this.touched.add('poboIndia');
    if (value === 'N') this.countryText = { cob: '', nationality: '' };
    this.clearServerError('poboIndia');
  }

  setPob(value: string): void {
    this.pob = value.toUpperCase();
    this.clearServerError('pob');
  }

  /** Yes opens the first residency row; No clears the tax details (spec 000 §4). */
  setCotoIndia(value: 'Y' | 'N'): void {
    this.cotoIndia = value;
    this.touched.add('cotoIndia');
    if (value === 'N') this.rows = [];
    else if (this.rows.length === 0) this.rows = [this.newRow()];
    this.clearServerError('cotoIndia');
  }

  setCountryText(field: CountryField, text: string): void {
    this.countryText[field] = text;
    this.clearServerError(field);
  }

  setConsent(checked: boolean): void {
    this.consent = checked;
    this.touched.add('isfatcaConsentChk');
    this.clearServerError('isfatcaConsentChk');
  }

  setRowCountry(index: number, text: string): void {
    const row = this.rows[index];
    if (!row) return;
    row.countryText = text;
    row.cot = this.idOf(this.countries, text);
    this.clearServerError(`taxDtl.${index}.cot`);
  }

  setRowNumber(index: number, value: string): void {
    const row = this.rows[index];
    if (!row) return;
    row.tpiNo = value.toUpperCase();
    this.clearServerError(`taxDtl.${index}.tpiNo`);
  }

  setRowType(index: number, value: string): void {
    const row = this.rows[index];
    if (!row) return;
    row.tpiType = value;
    row.touched = true;
    this.touched.add(`taxDtl.${index}.tpiType`);
    this.clearServerError(`taxDtl.${index}.tpiType`);
  }

  get canAddRow(): boolean {
    return this.cotoIndia === 'Y' && this.rows.length < FATCA_MAX_TAX_RESIDENCIES;
  }

  addRow(): void {
    if (this.canAddRow) this.rows.push(this.newRow());
  }

  /** Any row but the first can be removed. */
  removeRow(index: number): void {
    if (index < 1 || index >= this.rows.length) return;
    this.rows.splice(index, 1);
    // Messages follow their rows: the touched marks of later rows move up one.
    const shifted = new Set<string>();
    for (const field of this.touched) {
      const match = /^taxDtl\.(\d+)\.(.+)$/.exec(field);
      const at = match ? Number(match[1]) : -1;
      if (!match || at < index) shifted.add(field);
      else if (at > index) shifted.add(`taxDtl.${at - 1}.${match[2]}`);
    }
    this.touched = shifted;
    this.serverError = null;
  }

  /** The user left a field: its message shows from now on. */
  touch(field: string): void {
    this.touched.add(field);
    const row = /^taxDtl\.(\d+)\./.exec(field);
    if (row) {
      const input = this.rows[Number(row[1])];
      if (input) input.touched = true;
    }
  }

  // ------------------------------------------------------------------ rules

  get answers(): FatcaAnswers {
    return {
      poboIndia: this.poboIndia,
      cob: this.poboIndia === 'Y' ? this.idOrText(this.countries, this.countryText.cob) : '',
      pob: this.pob,
      nationality:
        this.poboIndia === 'Y' ? this.idOrText(this.nationalities, this.countryText.nationality) : '',
      cotoIndia: this.cotoIndia,
      taxDtl:
        this.cotoIndia === 'Y'
          ? this.rows.map((row) => ({
              cot: row.cot || row.countryText.trim(),
              tpiNo: row.tpiNo,
              tpiType: row.tpiType,
            }))
          : [],
      isfatcaConsentChk: this.consent ? 'Y' : 'N',
    };
  }

  get countryIds(): FatcaCountryIds {
    return {
      countries: new Set(this.countries.map((c) => c.CNTRY_ID)),
      nationalities: new Set(this.nationalities.map((c) => c.CNTRY_ID)),
    };
  }

  /** Every rule's failure now, touched or not (what blocks the submit). */
  get errors(): FieldError[] {
    return fatcaFieldErrors(
      this.answers,
      this.countryIds,
      this.rows.map((row) => row.touched),
    );
  }

  /** The rule's message for `field` as things stand ('' when it passes). */
  ruleMessage(field: string): string {
    if (this.serverError?.field === field) return this.serverError.message;
    return this.errors.find((e) => e.field === field)?.message ?? '';
  }

  /** The message to show beside `field`: only once the user left it or tried to submit. */
  shownMessage(field: string): string {
    return this.submitted || this.touched.has(field) ? this.ruleMessage(field) : '';
  }

  /** Whether a row must be complete: the first, a touched one or one holding anything. */
  rowRequired(index: number): boolean {
    const row = this.rows[index];
    if (!row) return false;
    return (
      index === 0 ||
      row.touched ||
      taxRowHasValue({ cot: row.countryText, tpiNo: row.tpiNo, tpiType: row.tpiType })
    );
  }

  // ------------------------------------------------------------------ save

  /** Submit: every message shows; with none, the declaration is saved. Answers whether it was. */
  async submit(): Promise<boolean> {
    this.submitted = true;
    this.saveError = '';
    if (this.saving || this.errors.length > 0 || this.serverError) return false;
    this.saving = true;
    const answers = this.answers;
    try {
      const reply = await this.source.save(this.api, {
        ...answers,
        // Untouched empty rows beyond the first are optional: they are not sent.
        taxDtl: answers.taxDtl.filter((_row, i) => i === 0 || this.rowRequired(i)),
        isDetailsChange: JSON.stringify(answers) === this.loadedAnswers ? 'N' : 'Y',
      });
      runInAction(() => {
        if (reply.isSuccess) this.savedMessage = replyText(reply, fatcaTexts.submitted);
        else this.saveError = replyText(reply, fatcaTexts.genericError);
      });
      return reply.isSuccess;
    } catch (error) {
      runInAction(() => {
        if (error instanceof ApiError && error.status === 401) this.status = 'linkInvalid';
        else if (error instanceof ApiError && error.status === 400 && error.field)
          this.serverError = { field: error.field, message: error.displayText };
        else this.saveError = failureText(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.saving = false;
      });
    }
  }

  /**
   * OK on the success dialog: in the mobile app's webview, go to its closing address; elsewhere close
   * the window, and when the browser keeps it open, say the form is done.
   */
  finish(host: { isWebview: boolean; close(): void; go(url: string): void }): void {
    this.savedMessage = '';
    if (host.isWebview) {
      host.go(WEBVIEW_CLOSE_PATH);
      return;
    }
    host.close();
    this.done = true;
  }

  // ------------------------------------------------------------------ helpers

  private newRow(cot = '', tpiNo = '', tpiType = ''): TaxRowInput {
    return {
      key: this.nextKey++,
      cot,
      countryText: this.nameOf(this.countries, cot),
      tpiNo,
      tpiType,
      touched: false,
    };
  }

  private clearServerError(field: string): void {
    if (this.serverError?.field === field) this.serverError = null;
  }

  private nameOf(list: FatcaCountry[], id: string): string {
    return list.find((c) => c.CNTRY_ID === id)?.CNTRY_NAME ?? id;
  }

  /** The id of the country the text names (its name or its id, any case), or ''. */
  private idOf(list: FatcaCountry[], text: string): string {
    const wanted = text.trim().toLowerCase();
    if (!wanted) return '';
    return (
      list.find((c) => c.CNTRY_NAME.toLowerCase() === wanted || c.CNTRY_ID.toLowerCase() === wanted)
        ?.CNTRY_ID ?? ''
    );
  }

  /** The id for the text, or the text itself when it names no country (the rules then call it invalid). */
  private idOrText(list: FatcaCountry[], text: string): string {
    return this.idOf(list, text) || text.trim();
  }
}
