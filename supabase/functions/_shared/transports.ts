// How a mail leaves: an email provider's HTTPS API (Resend's, which hosted
// Edge Functions can reach; they cannot open SMTP ports 25, 465 and 587) or
// SMTP where the port is allowed (the local mail catcher, a self-hosted
// function). Both throw SendError, which says whether a retry may help.
import nodemailer from "npm:nodemailer@^10.6.0";
import { formatAddress, type Config, type HttpsSettings, type SmtpSettings } from "./config.ts";
import type { Mail } from "./messages.ts";

export class SendError extends Error {
  constructor(
    message: string,
    /** True when sending this message again cannot succeed (the provider refused it). */
    readonly permanent = false,
    /**
     * True when the provider refused OUR credentials (HTTPS 401/403, SMTP
     * authentication): no message can go until the configuration is fixed,
     * and none is to blame.
     */
    readonly credentials = false,
  ) {
    super(message);
  }
}

export type SendOptions = {
  /**
   * The same for every attempt at one outbox message: the provider sends a
   * retried request once (HTTPS: Idempotency-Key; SMTP: the Message-ID, by
   * which receiving systems drop duplicates).
   */
  idempotencyKey?: string;
};

export type Transport = {
  send(mail: Mail, options?: SendOptions): Promise<{ id?: string }>;
  close(): void;
};

export function createTransport(config: Config["transport"]): Transport {
  return config.kind === "https" ? httpsTransport(config.https) : smtpTransport(config.smtp);
}

const base64 = (text: string) => {
  const bytes = new TextEncoder().encode(text);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

/** Resend's POST /emails (https://resend.com/docs/api-reference/emails/send-email). */
export function httpsTransport(settings: HttpsSettings): Transport {
  return {
    async send(mail, options = {}) {
      const body = {
        from: formatAddress(mail.from),
        to: [formatAddress(mail.to)],
        ...(mail.replyTo ? { reply_to: formatAddress(mail.replyTo) } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
        ...(mail.attachments.length > 0
          ? {
              // nodemailer adds the invitation as an attachment itself (icalEvent below).
              attachments: mail.attachments
                .filter((attachment) => attachment.content !== mail.calendar?.content)
                .map((attachment) => ({
                  filename: attachment.filename,
                  content: base64(attachment.content),
                  content_type: attachment.contentType,
                })),
            }
          : {}),
      };
      let response: Response;
      try {
        response = await fetch(`${settings.apiUrl}/emails`, {
          method: "POST",
          headers: {
            Authorization: `Bearer ${settings.apiKey}`,
            "Content-Type": "application/json",
            ...(options.idempotencyKey ? { "Idempotency-Key": options.idempotencyKey } : {}),
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(settings.timeoutMs),
        });
      } catch (error) {
        const name = (error as Error).name;
        throw new SendError(
          name === "TimeoutError" || name === "AbortError"
            ? `The mail API did not answer within ${settings.timeoutMs} ms`
            : `The mail API could not be reached: ${(error as Error).message}`,
        );
      }
      const answer = await response.text().catch(() => "");
      if (response.ok) {
        try {
          return { id: (JSON.parse(answer) as { id?: string }).id };
        } catch {
          return {};
        }
      }
      // 401 and 403: our key is missing, wrong or not allowed to send; fixing
      // the configuration fixes every message. 408, 409 (the same idempotency
      // key still in progress), 429 (rate limited) and 5xx are the provider's
      // trouble: try again later. Any other 4xx is about this message.
      const credentials = response.status === 401 || response.status === 403;
      const permanent =
        !credentials && ![408, 409, 429].includes(response.status) && response.status < 500;
      throw new SendError(
        `The mail API answered ${response.status}: ${answer.slice(0, 500)}`,
        permanent,
        credentials,
      );
    },
    close() {},
  };
}

export function smtpTransport(settings: SmtpSettings): Transport {
  const transporter = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.user ? { user: settings.user, pass: settings.pass ?? "" } : undefined,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
    // The local mail catcher has no certificate; a real server's is still checked.
    ignoreTLS: settings.host === "127.0.0.1" || settings.host === "localhost",
  });
  const domain = (address: string) => address.split("@")[1] ?? "localhost";
  return {
    async send(mail, options = {}) {
      try {
        const info = await transporter.sendMail({
          messageId: options.idempotencyKey
            ? `<${options.idempotencyKey.replace(/[^A-Za-z0-9.-]/g, ".")}@${domain(mail.from.address)}>`
            : undefined,
          from: formatAddress(mail.from),
          to: formatAddress(mail.to),
          replyTo: mail.replyTo ? formatAddress(mail.replyTo) : undefined,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
          // nodemailer adds the invitation as an attachment itself (icalEvent below).
          attachments: mail.attachments
            .filter((attachment) => attachment.content !== mail.calendar?.content)
            .map((attachment) => ({
              filename: attachment.filename,
              contentType: attachment.contentType,
              content: attachment.content,
            })),
          icalEvent: mail.calendar
            ? {
                method: mail.calendar.method,
                content: mail.calendar.content,
                filename:
                  mail.attachments.find((a) => a.content === mail.calendar?.content)?.filename ??
                  "invite.ics",
              }
            : undefined,
        });
        return { id: info.messageId };
      } catch (error) {
        const { message, responseCode, code } = error as {
          message: string;
          responseCode?: number;
          code?: string;
        };
        // Authentication refused (EAUTH; 530, 534, 535, 538): our credentials,
        // not the message. Other 5xx: the server refused this message for
        // good; 4xx and connection trouble may pass.
        const credentials =
          code === "EAUTH" ||
          code === "ENOAUTH" ||
          [530, 534, 535, 538].includes(responseCode ?? 0);
        throw new SendError(
          message,
          !credentials && typeof responseCode === "number" && responseCode >= 500,
          credentials,
        );
      }
    },
    close() {
      transporter.close();
    },
  };
}
