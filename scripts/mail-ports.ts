import { e2eBackendPort } from "./build-paths.ts";

/**
 * The mail stack the end-to-end tests start (scripts/mail-stack.mjs): the mail catcher's web
 * inbox and JSON API on E2E_MAIL_PORT, its SMTP port and the send-outbox function on the next
 * two. By default 1000 above the end-to-end backend's port, so parallel runs do not meet.
 */
export const e2eMailWebPort = Number(process.env.E2E_MAIL_PORT || e2eBackendPort + 1000);
export const e2eMailSmtpPort = e2eMailWebPort + 1;
export const e2eFunctionsPort = e2eMailWebPort + 2;
export const e2eMailUrl = `http://127.0.0.1:${e2eMailWebPort}`;
