import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema/core.ts';

export interface OutgoingMessage {
  channel: 'sms' | 'email';
  /** The account the message concerns (login id), for the sandbox outbox filter. */
  loginId: string;
  /** Mobile number or e-mail address. */
  address: string;
  subject: string;
  body: string;
}

/** The SMS / e-mail provider. A real gateway implements this; the sandbox writes to the outbox. */
export interface MessageSender {
  send(message: OutgoingMessage): Promise<void>;
}

export type MessageChannel = OutgoingMessage['channel'];

/**
 * Gateway outages a tester switches on at /sandbox/outbox, per login id and channel, so the
 * "could not send" path can be tried without disturbing other accounts. Kept in this process's memory.
 */
export class SandboxOutages {
  static readonly maxEntries = 1000;
  readonly #down = new Map<string, Set<MessageChannel>>();

  /** Which channels refuse this login id's messages; none ends the outage. */
  set(loginId: string, channels: readonly MessageChannel[]): void {
    this.#down.delete(loginId);
    if (channels.length === 0) return;
    if (this.#down.size >= SandboxOutages.maxEntries) {
      const oldest = this.#down.keys().next().value;
      if (oldest !== undefined) this.#down.delete(oldest);
    }
    this.#down.set(loginId, new Set(channels));
  }

  isDown(loginId: string, channel: MessageChannel): boolean {
    return this.#down.get(loginId)?.has(channel) ?? false;
  }

  list(): { loginId: string; channels: MessageChannel[] }[] {
    return [...this.#down].map(([loginId, channels]) => ({ loginId, channels: [...channels].sort() }));
  }
}

/**
 * Sandbox provider: every message lands in the `outbox` table, shown at /sandbox/outbox, unless an
 * outage is switched on for its login id and channel: then it is refused as a real gateway would.
 */
export function outboxSender(db: Db, outages?: SandboxOutages): MessageSender {
  return {
    async send(message) {
      if (outages?.isDown(message.loginId, message.channel))
        throw new MessageNotSent(message.channel, 'sandbox gateway outage');
      await db.insert(outbox).values(message);
    },
  };
}

/** A message the provider did not accept; the caller decides what the user is told. */
export class MessageNotSent extends Error {
  constructor(
    readonly channel: MessageChannel,
    readonly reason: string,
  ) {
    super(`${channel} not sent: ${reason}`);
    this.name = 'MessageNotSent';
  }
}

/** Production without a configured gateway: every send fails instead of silently dropping OTPs. */
export const noGatewaySender: MessageSender = {
  async send(message) {
    throw new MessageNotSent(
      message.channel,
      'no SMS / e-mail gateway is configured (EWA_MESSAGE_RELAY_URL)',
    );
  },
};
