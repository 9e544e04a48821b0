// The HTTPS transport (Resend's API) against a local server standing in for the provider.
import { idempotencyKey } from "../_shared/outbox.ts";
import { SendError, httpsTransport } from "../_shared/transports.ts";
import type { Mail } from "../_shared/messages.ts";
import { assert, assertEquals } from "./assert.ts";

type Seen = { path: string; headers: Headers; body: Record<string, unknown> };

async function withProvider(
  answer: (seen: Seen) => Response | Promise<Response>,
  test: (url: string, seen: Seen[]) => Promise<void>,
) {
  const seen: Seen[] = [];
  const server = Deno.serve(
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    async (request) => {
      const entry = {
        path: new URL(request.url).pathname,
        headers: request.headers,
        body: await request.json(),
      };
      seen.push(entry);
      return answer(entry);
    },
  );
  try {
    await test(`http://127.0.0.1:${server.addr.port}`, seen);
  } finally {
    await server.shutdown();
  }
}

const mail: Mail = {
  from: { name: "Agency Website", address: "no-reply@agency.test" },
  to: { address: "inbox@agency.test" },
  replyTo: { name: "Ada Lovelace", address: "ada@example.com" },
  subject: "New inquiry: AI Automation from Ada Lovelace",
  text: "Plain text",
  html: "<p>HTML</p>",
  attachments: [
    {
      filename: "consultation.ics",
      contentType: "text/calendar; charset=utf-8",
      content: "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
    },
  ],
};

async function sendError(send: () => Promise<unknown>): Promise<SendError> {
  try {
    await send();
  } catch (error) {
    assert(error instanceof SendError, `a SendError, not ${error}`);
    return error;
  }
  throw new Error("expected the send to fail");
}

Deno.test(
  "the HTTPS transport posts the mail to the provider with the key, addresses, parts and attachments",
  async () => {
    await withProvider(
      () => Response.json({ id: "email_123" }),
      async (url, seen) => {
        const result = await httpsTransport({
          apiUrl: url,
          apiKey: "re_test_key",
          timeoutMs: 2_000,
        }).send(mail);
        assertEquals(result.id, "email_123");
        assertEquals(seen.length, 1);
        const [request] = seen;
        assertEquals(request!.path, "/emails");
        assertEquals(request!.headers.get("authorization"), "Bearer re_test_key");
        assertEquals(request!.body.from, '"Agency Website" <no-reply@agency.test>');
        assertEquals(request!.body.to, ["inbox@agency.test"]);
        assertEquals(request!.body.reply_to, '"Ada Lovelace" <ada@example.com>');
        assertEquals(request!.body.subject, mail.subject);
        assertEquals(request!.body.text, "Plain text");
        assertEquals(request!.body.html, "<p>HTML</p>");
        const [attachment] = request!.body.attachments as { filename: string; content: string }[];
        assertEquals(attachment!.filename, "consultation.ics");
        assertEquals(atob(attachment!.content), "BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
      },
    );
  },
);

Deno.test(
  "a 4xx from the provider is a permanent failure that keeps the provider's message",
  async () => {
    await withProvider(
      () => Response.json({ message: "The to address is invalid" }, { status: 422 }),
      async (url) => {
        const error = await sendError(() =>
          httpsTransport({ apiUrl: url, apiKey: "k", timeoutMs: 2_000 }).send(mail),
        );
        assertEquals(error.permanent, true);
        assert(
          error.message.includes("422") && error.message.includes("The to address is invalid"),
        );
      },
    );
  },
);

Deno.test("a 5xx or a 429 from the provider is a failure worth retrying", async () => {
  for (const status of [500, 503, 429]) {
    await withProvider(
      () => Response.json({ message: "down" }, { status }),
      async (url) => {
        const error = await sendError(() =>
          httpsTransport({ apiUrl: url, apiKey: "k", timeoutMs: 2_000 }).send(mail),
        );
        assertEquals(error.permanent, false);
        assert(error.message.includes(String(status)));
      },
    );
  }
});

Deno.test("a provider that does not answer in time is a failure worth retrying", async () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await withProvider(
    async () => {
      await held;
      return Response.json({ id: "late" });
    },
    async (url) => {
      const error = await sendError(() =>
        httpsTransport({ apiUrl: url, apiKey: "k", timeoutMs: 200 }).send(mail),
      );
      release();
      assertEquals(error.permanent, false);
      assert(error.message.includes("did not answer within 200 ms"), error.message);
    },
  );
});

Deno.test("a 401 or 403 is our credentials refused: not the message's fault", async () => {
  for (const status of [401, 403]) {
    await withProvider(
      () => Response.json({ message: "API key is invalid" }, { status }),
      async (url) => {
        const error = await sendError(() =>
          httpsTransport({ apiUrl: url, apiKey: "k", timeoutMs: 2_000 }).send(mail),
        );
        assertEquals([error.credentials, error.permanent], [true, false]);
      },
    );
  }
});

Deno.test(
  "every attempt at one outbox message carries the same Idempotency-Key, derived from the message",
  async () => {
    let calls = 0;
    await withProvider(
      () =>
        ++calls === 1
          ? Response.json({ message: "busy" }, { status: 503 })
          : Response.json({ id: "email_1" }),
      async (url, seen) => {
        const transport = httpsTransport({ apiUrl: url, apiKey: "k", timeoutMs: 2_000 });
        const key = idempotencyKey({
          id: 42,
          kind: "agency_contact",
          payload: { id: "7d0f0a52-9a3e-4a59-9d56-4a0c1f1e2b3c" },
          attempts: 1,
          max_attempts: 6,
        });
        await sendError(() => transport.send(mail, { idempotencyKey: key }));
        await transport.send(mail, { idempotencyKey: key });
        assertEquals(key, "outbox-42-7d0f0a52-9a3e-4a59-9d56-4a0c1f1e2b3c");
        assertEquals(
          seen.map((request) => request.headers.get("idempotency-key")),
          [key, key],
        );
      },
    );
  },
);
