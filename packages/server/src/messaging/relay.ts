import { randomUUID } from 'node:crypto';
import { type MessageChannel, MessageNotSent, type MessageSender } from './messages.ts';

export interface RelayOptions {
  /** The gateway's send address (`EWA_MESSAGE_RELAY_URL`), e.g. https://sms-relay.internal/send. */
  url: string;
  /** Bearer token the gateway expects (`EWA_MESSAGE_RELAY_TOKEN`); never logged. */
  token: string | undefined;
  /** How long one attempt may take before it counts as failed. */
  timeoutMs: number;
}

/** What travels to the gateway: no login id, only what it needs to deliver. */
export interface RelayBody {
  channel: MessageChannel;
  to: string;
  subject: string;
  body: string;
}

const retryable = (status: number) => status === 429 || status >= 500;

/**
 * The group's SMS / e-mail gateway over HTTPS: one JSON POST per message. A timeout, a network
 * error or a 5xx/429 is tried once more with the same `Idempotency-Key`, so the gateway can drop the
 * repeat if the first attempt did get through; anything else, or a second failure, is `MessageNotSent`.
 */
export function relaySender(options: RelayOptions): MessageSender {
  return {
    async send(message) {
      const key = randomUUID();
      const payload: RelayBody = {
        channel: message.channel,
        to: message.address,
        subject: message.subject,
        body: message.body,
      };
      let reason = '';
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          const response = await fetch(options.url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'idempotency-key': key,
              ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
            },
            body: JSON.stringify(payload),
            signal: AbortSignal.timeout(options.timeoutMs),
          });
          // The body is not needed; reading it frees the connection.
          await response.arrayBuffer().catch(() => undefined);
          if (response.ok) return;
          reason = `gateway answered ${response.status}`;
          if (!retryable(response.status)) break;
        } catch (error) {
          reason =
            error instanceof Error && error.name === 'TimeoutError'
              ? 'gateway timed out'
              : 'gateway unreachable';
        }
      }
      throw new MessageNotSent(message.channel, reason);
    },
  };
}
