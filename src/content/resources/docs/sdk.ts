import type { SdkContent } from "@/content/types";

/*
 * The files of the SDK zip that 'Download SDK' builds in the browser. The
 * source below is TypeScript kept as text: it is written into the zip as is.
 */

const clientSource = `/**
 * TypeScript client for the AI Automation API (v1).
 *
 * Every method returns the \`data\` field of the API's response envelope
 * ({ success, data, message }) and throws an ApiError when a request fails.
 */

export type Environment = "production" | "sandbox";

export interface ClientOptions {
  /** Your API key, generated in the dashboard under Settings > API Keys. */
  apiKey: string;
  /** "sandbox" for testing with sandbox keys, "production" for live data. Defaults to "production". */
  environment?: Environment;
  /** Abort requests that take longer than this many milliseconds. Defaults to 30000. */
  timeoutMs?: number;
  /** A fetch implementation, for runtimes without a global fetch. */
  fetch?: typeof fetch;
}

/** The envelope every API response uses. */
export interface ApiResponse<T> {
  success: boolean;
  data: T;
  message: string;
}

export type TriggerType = "webhook" | "schedule" | "event";

export interface AutomationTrigger {
  type: TriggerType;
  /** Event name for "event" triggers, e.g. "lead.created". */
  event?: string;
  /** Cron expression for "schedule" triggers, e.g. "0 9 * * 1-5". */
  schedule?: string;
}

export interface AutomationAction {
  type: string;
  config?: Record<string, unknown>;
}

export interface CreateAutomationInput {
  name: string;
  description?: string;
  trigger: AutomationTrigger;
  actions: AutomationAction[];
}

export type UpdateAutomationInput = Partial<CreateAutomationInput> & {
  status?: "active" | "paused";
};

export interface Automation {
  id: string;
  name: string;
  description?: string;
  status: "active" | "paused" | "draft";
  trigger: AutomationTrigger;
  actions: AutomationAction[];
  createdAt: string;
  updatedAt: string;
}

export interface DeletedAutomation {
  id: string;
  deleted: true;
}

export interface MetricsQuery {
  /** ISO date, e.g. "2024-11-01". */
  startDate?: string;
  endDate?: string;
  /** Comma-separated metric names, e.g. "runs,success_rate,hours_saved". */
  metrics?: string;
  groupBy?: "day" | "week" | "month" | "channel" | "campaign";
}

export interface MetricsResult {
  period: { startDate: string; endDate: string };
  metrics: Record<string, number>;
  breakdown?: Array<Record<string, string | number>>;
}

export interface ReportsQuery {
  type?: "performance" | "automation" | "attribution";
  page?: number;
  limit?: number;
}

export interface Report {
  id: string;
  name: string;
  type: string;
  period: { startDate: string; endDate: string };
  downloadUrl: string;
  createdAt: string;
}

export interface ReportList {
  reports: Report[];
  page: number;
  total: number;
}

export interface CreateCampaignInput {
  name: string;
  channel: "google_ads" | "meta_ads" | "linkedin_ads" | "email";
  budget: { amount: number; currency: string; period: "daily" | "monthly" | "lifetime" };
  objective: "conversions" | "leads" | "traffic" | "awareness";
  startDate: string;
  endDate?: string;
  audience?: Record<string, unknown>;
}

export interface Campaign extends CreateCampaignInput {
  id: string;
  status: "scheduled" | "active" | "paused" | "completed";
  createdAt: string;
}

export interface CampaignPerformance {
  campaignId: string;
  period: { startDate: string; endDate: string };
  spend: number;
  impressions: number;
  clicks: number;
  conversions: number;
  ctr: number;
  cpa: number;
  roas: number;
}

/** A failed request: the HTTP status, the API's message and the raw body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;

  constructor(status: number, message: string, body?: unknown) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }

  /** True for 429 and 5xx responses, which are worth retrying after a pause. */
  get retryable(): boolean {
    return this.status === 429 || this.status >= 500;
  }
}

const BASE_URLS: Record<Environment, string> = {
  production: "https://api.example.com",
  sandbox: "https://sandbox.api.example.com",
};

type Query = Record<string, string | number | undefined>;

export class AutomationClient {
  private readonly apiKey: string;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetchImpl: typeof fetch;

  constructor({ apiKey, environment = "production", timeoutMs = 30_000, fetch: fetchImpl }: ClientOptions) {
    if (!apiKey) throw new Error("AutomationClient: an apiKey is required.");
    this.apiKey = apiKey;
    this.baseUrl = BASE_URLS[environment];
    this.timeoutMs = timeoutMs;
    this.fetchImpl = fetchImpl ?? globalThis.fetch.bind(globalThis);
  }

  /** POST /v1/automation/create */
  createAutomation(input: CreateAutomationInput): Promise<Automation> {
    return this.request<Automation>("POST", "/v1/automation/create", { body: input });
  }

  /** GET /v1/automation/{id} */
  getAutomation(id: string): Promise<Automation> {
    return this.request<Automation>("GET", \`/v1/automation/\${encodeURIComponent(id)}\`);
  }

  /** PUT /v1/automation/{id}/update */
  updateAutomation(id: string, changes: UpdateAutomationInput): Promise<Automation> {
    return this.request<Automation>("PUT", \`/v1/automation/\${encodeURIComponent(id)}/update\`, { body: changes });
  }

  /** DELETE /v1/automation/{id} */
  deleteAutomation(id: string): Promise<DeletedAutomation> {
    return this.request<DeletedAutomation>("DELETE", \`/v1/automation/\${encodeURIComponent(id)}\`);
  }

  /** GET /v1/analytics/metrics */
  getMetrics(query: MetricsQuery = {}): Promise<MetricsResult> {
    return this.request<MetricsResult>("GET", "/v1/analytics/metrics", { query: { ...query } });
  }

  /** GET /v1/analytics/reports */
  getReports(query: ReportsQuery = {}): Promise<ReportList> {
    return this.request<ReportList>("GET", "/v1/analytics/reports", { query: { ...query } });
  }

  /** POST /v1/campaigns/create */
  createCampaign(input: CreateCampaignInput): Promise<Campaign> {
    return this.request<Campaign>("POST", "/v1/campaigns/create", { body: input });
  }

  /** GET /v1/campaigns/{id}/performance */
  getCampaignPerformance(id: string, query: { startDate?: string; endDate?: string } = {}): Promise<CampaignPerformance> {
    return this.request<CampaignPerformance>("GET", \`/v1/campaigns/\${encodeURIComponent(id)}/performance\`, {
      query: { ...query },
    });
  }

  private async request<T>(method: string, path: string, options: { body?: unknown; query?: Query } = {}): Promise<T> {
    const url = new URL(path, this.baseUrl);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, String(value));
    }

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method,
        headers: {
          Authorization: \`Bearer \${this.apiKey}\`,
          Accept: "application/json",
          ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: controller.signal,
      });
    } catch (error) {
      const reason = error instanceof Error && error.name === "AbortError" ? "timed out" : "could not reach the API";
      throw new ApiError(0, \`\${method} \${path} \${reason}\`, error);
    } finally {
      clearTimeout(timer);
    }

    const body = (await response.json().catch(() => undefined)) as ApiResponse<T> | undefined;
    if (!response.ok || !body || body.success === false) {
      const message = body?.message ?? \`\${method} \${path} failed with status \${response.status}\`;
      throw new ApiError(response.status, message, body);
    }
    return body.data;
  }
}

export default AutomationClient;
`;

const exampleSource = `import { ApiError, AutomationClient } from "ai-automation-sdk";

// Create a client with your API key and the environment to use.
const client = new AutomationClient({
  apiKey: process.env.AI_AUTOMATION_API_KEY ?? "",
  environment: "sandbox",
});

async function main() {
  try {
    // Create an automation with a name, a trigger and its actions.
    const automation = await client.createAutomation({
      name: "Qualify new leads",
      trigger: { type: "event", event: "lead.created" },
      actions: [
        { type: "ai.score_lead", config: { model: "lead-scoring-v2" } },
        { type: "crm.update_record", config: { field: "lead_score" } },
        { type: "slack.notify", config: { channel: "#sales", minScore: 80 } },
      ],
    });
    console.log(\`Created automation \${automation.id} (\${automation.status})\`);
  } catch (error) {
    if (error instanceof ApiError) {
      console.error(\`API error \${error.status}: \${error.message}\`);
    } else {
      throw error;
    }
  }
}

main();
`;

const tsconfig = `{
  "compilerOptions": {
    "target": "ES2022",
    "module": "ESNext",
    "moduleResolution": "bundler",
    "lib": ["ES2022", "DOM"],
    "strict": true,
    "declaration": true,
    "outDir": "dist",
    "rootDir": "src",
    "skipLibCheck": true
  },
  "include": ["src"]
}
`;

const readme = `# AI Automation SDK for TypeScript

Version {version}

The official TypeScript client for the AI Automation API. Build and run automations, read analytics and manage campaigns from Node.js 18+ or any runtime with \`fetch\`.

## Features

{features}

## Installation

\`\`\`bash
npm install {packageName}
\`\`\`

Or build it from this folder:

\`\`\`bash
npm install
npm run build
\`\`\`

## Quick start

\`\`\`typescript
import { AutomationClient } from "{packageName}";

const client = new AutomationClient({
  apiKey: process.env.AI_AUTOMATION_API_KEY ?? "",
  environment: "production",
});

const automation = await client.createAutomation({
  name: "Qualify new leads",
  trigger: { type: "event", event: "lead.created" },
  actions: [
    { type: "ai.score_lead" },
    { type: "crm.update_record", config: { field: "lead_score" } },
  ],
});
\`\`\`

A complete example is in \`examples/create-automation.ts\`.

## Authentication

Every request is sent with your API key as a Bearer token (\`Authorization: Bearer YOUR_API_KEY\`). Generate keys in the dashboard under Settings > API Keys. Use sandbox keys with \`environment: "sandbox"\` while you build, and keep keys out of browser code and version control.

## Methods

| Method | Endpoint |
| --- | --- |
| \`createAutomation(input)\` | POST /v1/automation/create |
| \`getAutomation(id)\` | GET /v1/automation/{id} |
| \`updateAutomation(id, changes)\` | PUT /v1/automation/{id}/update |
| \`deleteAutomation(id)\` | DELETE /v1/automation/{id} |
| \`getMetrics(query)\` | GET /v1/analytics/metrics |
| \`getReports(query)\` | GET /v1/analytics/reports |
| \`createCampaign(input)\` | POST /v1/campaigns/create |
| \`getCampaignPerformance(id, query)\` | GET /v1/campaigns/{id}/performance |

## Error handling

Failed requests throw an \`ApiError\` with the HTTP \`status\` and the API's \`message\`. \`error.retryable\` is true for rate limits (429) and server errors (5xx); retry those with exponential backoff.

\`\`\`typescript
try {
  await client.getAutomation("auto_missing");
} catch (error) {
  if (error instanceof ApiError && error.status === 404) {
    console.log("No such automation");
  }
}
\`\`\`

## Rate limits

Standard plans allow 100 requests per minute and enterprise plans 1000 requests per minute. Each response carries \`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\` and \`X-RateLimit-Reset\` headers.

## Documentation

Full API documentation: {docsUrl}

## Support

- Email: {email}
- Phone: {phone}

Copyright © {year}. All rights reserved.
`;

/** The TypeScript SDK offered by every 'Download SDK' button. */
export const sdk = {
  version: "1.0.0",
  packageName: "ai-automation-sdk",
  features: [
    "Low-code workflows: create, update and remove automations from code",
    "Performance marketing analytics: campaign metrics, reports and ROAS",
    "Real-time data processing with event, webhook and schedule triggers",
    "Secure API authentication with Bearer API keys",
    "Error handling with typed ApiError objects and retry hints",
    "TypeScript support with full type definitions",
  ],
  readme,
  packageJson: {
    description: "TypeScript client for the AI Automation API",
    type: "module",
    main: "dist/index.js",
    types: "dist/index.d.ts",
    files: ["dist"],
    scripts: { build: "tsc -p tsconfig.json" },
    engines: { node: ">=18" },
    devDependencies: { "@types/node": "^20.16.0", typescript: "^5.6.0" },
    license: "UNLICENSED",
  },
  files: [
    { path: "src/index.ts", contents: clientSource },
    { path: "examples/create-automation.ts", contents: exampleSource },
    { path: "tsconfig.json", contents: tsconfig },
  ],
  button: {
    label: "Download SDK",
    busyLabel: "Preparing SDK...",
    successToast: {
      title: "SDK downloaded",
      description: "Unzip it and follow README.md to make your first API call.",
    },
    errorToast: {
      title: "Download failed",
      description: "We couldn't prepare the SDK. Please try again in a moment.",
    },
  },
} satisfies SdkContent;

/** The example shown on the API page is the one shipped in the zip. */
export const sdkExample = exampleSource;
