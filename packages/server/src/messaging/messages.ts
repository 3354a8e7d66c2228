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

/** Sandbox provider: every message lands in the `outbox` table, shown at /sandbox/outbox. */
export function outboxSender(db: Db): MessageSender {
  return {
    async send(message) {
      await db.insert(outbox).values(message);
    },
  };
}

/** Production without a configured gateway: refuse loudly instead of dropping OTPs. */
export const noGatewaySender: MessageSender = {
  async send() {
    throw new Error('no SMS / e-mail gateway is configured for production mode');
  },
};
