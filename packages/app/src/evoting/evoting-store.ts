import type { DataOf } from '@ewa/api/core';
import {
  type Depository,
  EVOTING_ALREADY_VOTED,
  EVOTING_RETURN_STATUS,
  type EVotingEvent,
  type EVotingReturnStatus,
  generateEVotingRequest,
  getEVotingEventList,
  getEVotingNsdlErrorDtl,
  getEVotingRequest,
} from '@ewa/api/evoting';
import { replyText } from '@ewa/api/reply';
import { makeAutoObservable, runInAction } from 'mobx';
import { type ApiPort, failureText, GENERIC_FAILURE } from '../stores/api.ts';

export type VotingForm = DataOf<typeof getEVotingRequest>;

export type EVotingView =
  | { kind: 'loading' }
  | { kind: 'events'; events: EVotingEvent[] }
  | { kind: 'form'; form: VotingForm; notice: string }
  | { kind: 'message'; tone: 'info' | 'error'; text: string }
  | { kind: 'nsdlError'; description: string; code: string };

export const evotingTexts = {
  noEvents: 'There are no e-voting events open for your demat accounts just now.',
  cancelled: (depository: Depository) =>
    `You came back from ${depository} without voting. You can go to ${depository} again while this request is valid.`,
  unverified:
    "We could not verify the depository's response. If you voted, the depository has your vote; otherwise please start e-voting again from the E-Voting page.",
  nsdlError: 'NSDL could not open e-voting for this request.',
} as const;

/** What the e-voting page was opened with: a request reference and, back from a depository, its outcome. */
export function evotingQueryOf(search: string): { requestReference: string; status?: EVotingReturnStatus } {
  const query = new URLSearchParams(search);
  const status = query.get('status') ?? '';
  const isStatus = (value: string): value is EVotingReturnStatus =>
    (EVOTING_RETURN_STATUS as readonly string[]).includes(value);
  return {
    requestReference: (query.get('requestReference') ?? '').trim(),
    ...(isStatus(status) ? { status } : {}),
  };
}

/**
 * The e-voting page (spec 001 §2, §4): without a reference the open events, each with a Vote; with one,
 * the form the portal posts to the depository (CDSL or NSDL) in a new tab — or, when the reference is
 * unknown, expired, used or someone else's, the server's clear message and no form; back from NSDL with
 * an error, what NSDL said.
 */
export class EVotingStore {
  view: EVotingView = { kind: 'loading' };
  busyEvent = '';
  voteError = '';

  constructor(private readonly api: ApiPort) {
    makeAutoObservable<EVotingStore, 'api'>(this, { api: false }, { autoBind: true });
  }

  async open(query: { requestReference: string; status?: EVotingReturnStatus }): Promise<void> {
    this.view = { kind: 'loading' };
    try {
      const view = await this.viewFor(query);
      runInAction(() => {
        this.view = view;
      });
    } catch (error) {
      runInAction(() => {
        this.view = { kind: 'message', tone: 'error', text: failureText(error) };
      });
    }
  }

  private async viewFor(query: {
    requestReference: string;
    status?: EVotingReturnStatus;
  }): Promise<EVotingView> {
    if (query.status === 'unverified')
      return { kind: 'message', tone: 'error', text: evotingTexts.unverified };
    if (!query.requestReference) {
      const reply = await this.api.call(getEVotingEventList, {});
      if (!reply.isSuccess || !reply.data) return this.failed(reply);
      return { kind: 'events', events: reply.data.events };
    }
    const requestReference = query.requestReference;
    if (query.status === 'error') {
      const reply = await this.api.call(getEVotingNsdlErrorDtl, { requestReference });
      if (!reply.isSuccess || !reply.data) return this.failed(reply);
      return {
        kind: 'nsdlError',
        description: reply.data.ERROR_CODE_DESCRIPTION,
        code: reply.data.RES_ERROR_CODE_ID,
      };
    }
    const reply = await this.api.call(getEVotingRequest, { requestReference });
    if (!reply.isSuccess || !reply.data) {
      if (reply.errCode === EVOTING_ALREADY_VOTED)
        return { kind: 'message', tone: 'info', text: replyText(reply, '') };
      return this.failed(reply);
    }
    const notice = query.status === 'cancelled' ? evotingTexts.cancelled(reply.data.redirectTo) : '';
    return { kind: 'form', form: reply.data, notice };
  }

  private failed(reply: { message?: string; displayMessage?: string }): EVotingView {
    return { kind: 'message', tone: 'error', text: replyText(reply, GENERIC_FAILURE) };
  }

  /** Vote on an event: a fresh request reference for it (the page then opens with it), or '' with the reason shown. */
  async requestFor(event: EVotingEvent): Promise<string> {
    if (this.busyEvent) return '';
    this.busyEvent = `${event.depository}-${event.eventNo}`;
    this.voteError = '';
    try {
      const reply = await this.api.call(generateEVotingRequest, {
        eventNo: event.eventNo,
        depository: event.depository,
      });
      if (reply.isSuccess && reply.data) return reply.data.requestReference;
      runInAction(() => {
        this.voteError = replyText(reply, GENERIC_FAILURE);
      });
      return '';
    } catch (error) {
      runInAction(() => {
        this.voteError = failureText(error);
      });
      return '';
    } finally {
      runInAction(() => {
        this.busyEvent = '';
      });
    }
  }
}
