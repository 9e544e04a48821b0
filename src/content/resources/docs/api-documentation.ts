import { sdk, sdkExample } from "@/content/resources/docs/sdk";
import type {
  ApiDocumentationContent,
  ApiEndpoint,
  ApiParameter,
  ApiStatus,
  CodeBlockText,
} from "@/content/types";

const baseUrl = "https://api.example.com";
const supportContact = { label: "Contact Support", href: "/contact" };

/** The path parameter of every endpoint that works on one automation. */
const automationIdParameter: ApiParameter = {
  name: "id",
  location: "path",
  type: "string",
  required: true,
  description: "The automation ID.",
};

/** The example automation's fields, as the create and retrieve responses show them. */
const automationFields = `    "id": "auto_8f2k1m9x",
    "name": "Qualify new leads",
    "status": "active",
    "trigger": { "type": "event", "event": "lead.created" },
    "actions": [
      { "type": "ai.score_lead", "config": { "model": "lead-scoring-v2" } },
      { "type": "crm.update_record", "config": { "field": "lead_score" } }
    ],`;

/** The Copy button on every code block. */
export const codeBlockText = {
  copyLabel: "Copy",
  copiedLabel: "Copied",
  copyName: "Copy code: {caption}",
  copiedName: "Copied: {caption}",
  copiedToast: { title: "Copied to clipboard" },
  errorToast: {
    title: "Couldn't copy",
    description: "Your browser blocked clipboard access. Select the code and copy it manually.",
  },
  foldLabel: "Show the code ({lines} lines)",
} satisfies CodeBlockText;

/** The eight documented endpoints, in the order the page lists them. */
export const apiEndpoints = [
  {
    id: "create-automation",
    method: "POST",
    path: "/v1/automation/create",
    title: "Create an Automation",
    description:
      'Creates an automation from a name, a trigger and an ordered list of actions. New automations start active unless you send status "draft".',
    parameters: [
      {
        name: "name",
        location: "body",
        type: "string",
        required: true,
        description: "A name your team will recognize, up to 120 characters.",
      },
      {
        name: "trigger",
        location: "body",
        type: "object",
        required: true,
        description:
          'What starts a run: type "webhook", "schedule" (with a cron expression) or "event".',
      },
      {
        name: "actions",
        location: "body",
        type: "array",
        required: true,
        description: "The steps to run in order, each with a type and an optional config object.",
      },
      {
        name: "description",
        location: "body",
        type: "string",
        required: false,
        description: "A longer note shown in the dashboard.",
      },
    ],
    request: {
      caption: "Create an automation: request",
      language: "bash",
      code: `curl -X POST ${baseUrl}/v1/automation/create \\
  -H "Authorization: Bearer YOUR_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "name": "Qualify new leads",
    "trigger": { "type": "event", "event": "lead.created" },
    "actions": [
      { "type": "ai.score_lead", "config": { "model": "lead-scoring-v2" } },
      { "type": "crm.update_record", "config": { "field": "lead_score" } }
    ]
  }'`,
    },
    response: {
      caption: "Create an automation: response (201)",
      language: "json",
      code: `{
  "success": true,
  "data": {
${automationFields}
    "createdAt": "2024-12-02T14:32:08Z",
    "updatedAt": "2024-12-02T14:32:08Z"
  },
  "message": "Automation created"
}`,
    },
  },
  {
    id: "get-automation",
    method: "GET",
    path: "/v1/automation/{id}",
    title: "Retrieve an Automation",
    description:
      "Returns one automation with its trigger, actions, status and the summary of its recent runs.",
    parameters: [
      {
        name: "id",
        location: "path",
        type: "string",
        required: true,
        description: "The automation ID, e.g. auto_8f2k1m9x.",
      },
    ],
    request: {
      caption: "Retrieve an automation: request",
      language: "bash",
      code: `curl ${baseUrl}/v1/automation/auto_8f2k1m9x \\
  -H "Authorization: Bearer YOUR_API_KEY"`,
    },
    response: {
      caption: "Retrieve an automation: response (200)",
      language: "json",
      code: `{
  "success": true,
  "data": {
${automationFields}
    "runs": { "last24h": 412, "successRate": 0.994, "lastRunAt": "2024-12-03T09:15:44Z" },
    "createdAt": "2024-12-02T14:32:08Z",
    "updatedAt": "2024-12-02T14:32:08Z"
  },
  "message": "Automation retrieved"
}`,
    },
  },
  {
    id: "update-automation",
    method: "PUT",
    path: "/v1/automation/{id}/update",
    title: "Update an Automation",
    description:
      'Changes the fields you send and leaves the rest as they are. Send status "paused" to stop new runs without deleting the automation.',
    parameters: [
      automationIdParameter,
      {
        name: "name",
        location: "body",
        type: "string",
        required: false,
        description: "A new name.",
      },
      {
        name: "trigger",
        location: "body",
        type: "object",
        required: false,
        description: "A replacement trigger.",
      },
      {
        name: "actions",
        location: "body",
        type: "array",
        required: false,
        description: "A replacement list of actions.",
      },
      {
        name: "status",
        location: "body",
        type: "string",
        required: false,
        description: '"active" or "paused".',
      },
    ],
    request: {
      caption: "Update an automation: request",
      language: "bash",
      code: `curl -X PUT ${baseUrl}/v1/automation/auto_8f2k1m9x/update \\
  -H "Authorization: Bearer YOUR_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{ "name": "Qualify and route new leads", "status": "paused" }'`,
    },
    response: {
      caption: "Update an automation: response (200)",
      language: "json",
      code: `{
  "success": true,
  "data": {
    "id": "auto_8f2k1m9x",
    "name": "Qualify and route new leads",
    "status": "paused",
    "updatedAt": "2024-12-03T10:02:11Z"
  },
  "message": "Automation updated"
}`,
    },
  },
  {
    id: "delete-automation",
    method: "DELETE",
    path: "/v1/automation/{id}",
    title: "Delete an Automation",
    description:
      "Deletes an automation permanently. Runs in progress finish; no new runs start. Run history is kept for 30 days for auditing.",
    parameters: [automationIdParameter],
    request: {
      caption: "Delete an automation: request",
      language: "bash",
      code: `curl -X DELETE ${baseUrl}/v1/automation/auto_8f2k1m9x \\
  -H "Authorization: Bearer YOUR_API_KEY"`,
    },
    response: {
      caption: "Delete an automation: response (200)",
      language: "json",
      code: `{
  "success": true,
  "data": { "id": "auto_8f2k1m9x", "deleted": true },
  "message": "Automation deleted"
}`,
    },
  },
  {
    id: "get-metrics",
    method: "GET",
    path: "/v1/analytics/metrics",
    title: "Get Analytics Metrics",
    description:
      "Returns aggregated metrics for your automations and campaigns over a date range, optionally broken down by day, channel or campaign.",
    parameters: [
      {
        name: "startDate",
        location: "query",
        type: "string",
        required: false,
        description: "First day, ISO format. Defaults to 30 days ago.",
      },
      {
        name: "endDate",
        location: "query",
        type: "string",
        required: false,
        description: "Last day, ISO format. Defaults to today.",
      },
      {
        name: "metrics",
        location: "query",
        type: "string",
        required: false,
        description: "Comma-separated names, e.g. runs,success_rate,hours_saved,roas.",
      },
      {
        name: "groupBy",
        location: "query",
        type: "string",
        required: false,
        description: "day, week, month, channel or campaign.",
      },
    ],
    request: {
      caption: "Get analytics metrics: request",
      language: "bash",
      code: `curl "${baseUrl}/v1/analytics/metrics?startDate=2024-11-01&endDate=2024-11-30&metrics=runs,hours_saved,roas" \\
  -H "Authorization: Bearer YOUR_API_KEY"`,
    },
    response: {
      caption: "Get analytics metrics: response (200)",
      language: "json",
      code: `{
  "success": true,
  "data": {
    "period": { "startDate": "2024-11-01", "endDate": "2024-11-30" },
    "metrics": { "runs": 48210, "hours_saved": 1264.5, "roas": 4.2 }
  },
  "message": "Metrics retrieved"
}`,
    },
  },
  {
    id: "get-reports",
    method: "GET",
    path: "/v1/analytics/reports",
    title: "List Analytics Reports",
    description:
      "Lists generated reports, newest first, each with a download link that stays valid for 24 hours.",
    parameters: [
      {
        name: "type",
        location: "query",
        type: "string",
        required: false,
        description: "performance, automation or attribution.",
      },
      {
        name: "page",
        location: "query",
        type: "integer",
        required: false,
        description: "Page number, starting at 1.",
      },
      {
        name: "limit",
        location: "query",
        type: "integer",
        required: false,
        description: "Reports per page, 1 to 100. Defaults to 20.",
      },
    ],
    request: {
      caption: "List analytics reports: request",
      language: "bash",
      code: `curl "${baseUrl}/v1/analytics/reports?type=performance&limit=2" \\
  -H "Authorization: Bearer YOUR_API_KEY"`,
    },
    response: {
      caption: "List analytics reports: response (200)",
      language: "json",
      code: `{
  "success": true,
  "data": {
    "reports": [
      {
        "id": "rep_3n7q2w",
        "name": "November performance",
        "type": "performance",
        "period": { "startDate": "2024-11-01", "endDate": "2024-11-30" },
        "downloadUrl": "https://api.example.com/files/rep_3n7q2w.csv",
        "createdAt": "2024-12-01T06:00:00Z"
      }
    ],
    "page": 1,
    "total": 14
  },
  "message": "Reports retrieved"
}`,
    },
  },
  {
    id: "create-campaign",
    method: "POST",
    path: "/v1/campaigns/create",
    title: "Create a Campaign",
    description:
      "Creates a performance marketing campaign on a connected ad channel with its budget, objective and schedule.",
    parameters: [
      {
        name: "name",
        location: "body",
        type: "string",
        required: true,
        description: "Campaign name.",
      },
      {
        name: "channel",
        location: "body",
        type: "string",
        required: true,
        description: "google_ads, meta_ads, linkedin_ads or email.",
      },
      {
        name: "budget",
        location: "body",
        type: "object",
        required: true,
        description: "amount, currency (ISO 4217) and period: daily, monthly or lifetime.",
      },
      {
        name: "objective",
        location: "body",
        type: "string",
        required: true,
        description: "conversions, leads, traffic or awareness.",
      },
      {
        name: "startDate",
        location: "body",
        type: "string",
        required: true,
        description: "ISO date the campaign starts.",
      },
      {
        name: "audience",
        location: "body",
        type: "object",
        required: false,
        description: "Targeting rules; omit to use the channel's defaults.",
      },
    ],
    request: {
      caption: "Create a campaign: request",
      language: "bash",
      code: `curl -X POST ${baseUrl}/v1/campaigns/create \\
  -H "Authorization: Bearer YOUR_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{
    "name": "Q1 demo requests",
    "channel": "google_ads",
    "budget": { "amount": 15000, "currency": "USD", "period": "monthly" },
    "objective": "leads",
    "startDate": "2025-01-06"
  }'`,
    },
    response: {
      caption: "Create a campaign: response (201)",
      language: "json",
      code: `{
  "success": true,
  "data": {
    "id": "cmp_5t1v8r",
    "name": "Q1 demo requests",
    "channel": "google_ads",
    "status": "scheduled",
    "budget": { "amount": 15000, "currency": "USD", "period": "monthly" },
    "objective": "leads",
    "startDate": "2025-01-06",
    "createdAt": "2024-12-03T11:20:37Z"
  },
  "message": "Campaign created"
}`,
    },
  },
  {
    id: "get-campaign-performance",
    method: "GET",
    path: "/v1/campaigns/{id}/performance",
    title: "Get Campaign Performance",
    description: "Returns spend, reach and conversion results for one campaign over a date range.",
    parameters: [
      {
        name: "id",
        location: "path",
        type: "string",
        required: true,
        description: "The campaign ID, e.g. cmp_5t1v8r.",
      },
      {
        name: "startDate",
        location: "query",
        type: "string",
        required: false,
        description: "First day, ISO format. Defaults to the campaign start.",
      },
      {
        name: "endDate",
        location: "query",
        type: "string",
        required: false,
        description: "Last day, ISO format. Defaults to today.",
      },
    ],
    request: {
      caption: "Get campaign performance: request",
      language: "bash",
      code: `curl "${baseUrl}/v1/campaigns/cmp_5t1v8r/performance?startDate=2025-01-06&endDate=2025-01-31" \\
  -H "Authorization: Bearer YOUR_API_KEY"`,
    },
    response: {
      caption: "Get campaign performance: response (200)",
      language: "json",
      code: `{
  "success": true,
  "data": {
    "campaignId": "cmp_5t1v8r",
    "period": { "startDate": "2025-01-06", "endDate": "2025-01-31" },
    "spend": 12840.5,
    "impressions": 412300,
    "clicks": 9874,
    "conversions": 386,
    "ctr": 0.0239,
    "cpa": 33.27,
    "roas": 4.6
  },
  "message": "Performance retrieved"
}`,
    },
  },
] satisfies ApiEndpoint[];

/** The documented HTTP statuses. */
export const apiStatuses = [
  {
    status: 200,
    name: "Success",
    description: "The request worked. Creating endpoints return 201 with the new object.",
    action: "Read the result from data.",
  },
  {
    status: 400,
    name: "Bad Request",
    description: "The request is malformed or a field is missing or invalid.",
    action: "Check message for the field at fault, fix the request and send it again.",
  },
  {
    status: 401,
    name: "Unauthorized",
    description: "The API key is missing, malformed or has been revoked.",
    action: "Send Authorization: Bearer YOUR_API_KEY with an active key from the dashboard.",
  },
  {
    status: 403,
    name: "Forbidden",
    description: "The key is valid but may not perform this action or reach this resource.",
    action: "Check the key's scopes, or use a key from the workspace that owns the resource.",
  },
  {
    status: 404,
    name: "Not Found",
    description: "No automation, campaign or report exists with that ID, or the path is wrong.",
    action: "Check the ID and the path; deleted objects are gone for good.",
  },
  {
    status: 500,
    name: "Internal Server Error",
    description: "Something failed on our side. The request may not have been processed.",
    action:
      "Retry with exponential backoff; if it persists, contact support with the X-Request-Id header.",
  },
] satisfies ApiStatus[];

/** The reference sections in page order; the "On this page" list is built from their ids and titles. */
const referenceSections = {
  quickStart: {
    id: "quick-start",
    title: "Quick Start",
    description: "Three steps from nothing to your first automation.",
    steps: [
      {
        title: "Create an API Key",
        description:
          "Sign in to the dashboard, open Settings > API Keys and generate a sandbox key. Store it in an environment variable.",
        sample: {
          caption: "Store your API key",
          language: "bash",
          code: `export AI_AUTOMATION_API_KEY="sk_test_replace_with_your_sandbox_key"`,
        },
      },
      {
        title: "Install the SDK",
        description:
          "Add the TypeScript SDK to your project, or call the REST API directly with any HTTP client.",
        sample: {
          caption: "Install the SDK",
          language: "bash",
          code: `npm install ${sdk.packageName}`,
        },
      },
      {
        title: "Make Your First Request",
        description:
          "List your reports to check that the key works. A success response means you are ready to build.",
        sample: {
          caption: "Your first request",
          language: "bash",
          code: `curl ${baseUrl}/v1/analytics/reports \\
  -H "Authorization: Bearer $AI_AUTOMATION_API_KEY"`,
        },
      },
    ],
  },
  authentication: {
    id: "authentication",
    title: "Authentication",
    description:
      "The API authenticates every request with a Bearer API key in the Authorization header. Requests without a valid key get 401 Unauthorized.",
    points: [
      "API keys are generated from the dashboard under Settings > API Keys; only workspace admins can create them.",
      "Sandbox keys start with sk_test_ and only touch sandbox data; production keys start with sk_live_.",
      "Give each integration its own key with the narrowest scopes it needs, and rotate keys at least every 90 days.",
      "All requests must use HTTPS; plain HTTP requests are refused.",
    ],
    sample: {
      caption: "Authorization header",
      language: "bash",
      code: `curl ${baseUrl}/v1/automation/auto_8f2k1m9x \\
  -H "Authorization: Bearer YOUR_API_KEY"`,
    },
    warning:
      "Keep API keys secret. Never put them in browser code, mobile apps or version control; call the API from your server.",
  },
  endpoints: {
    id: "endpoints",
    title: "Core Endpoints",
    description: "Automations, analytics and campaigns. Paths are relative to the base URL.",
    detailsLabel: "Parameters and examples",
    indexLabel: "All {count} endpoints",
    parametersLabel: "Parameters",
    locationLabels: { path: "Path", query: "Query", body: "Body" },
    requiredLabel: "Required",
    optionalLabel: "Optional",
    items: apiEndpoints,
  },
  responseFormat: {
    id: "response-format",
    title: "Response Format",
    description: "Every response, successful or not, is a JSON object with the same three fields.",
    fields: [
      {
        name: "success",
        type: "boolean",
        description: "true when the request worked, false when it failed.",
      },
      {
        name: "data",
        type: "object | null",
        description: "The result: the object or list you asked for; null on errors.",
      },
      {
        name: "message",
        type: "string",
        description: "A short human-readable summary, or what went wrong.",
      },
    ],
    success: {
      caption: "Successful response",
      language: "json",
      code: `{
  "success": true,
  "data": { "id": "auto_8f2k1m9x", "status": "active" },
  "message": "Automation retrieved"
}`,
    },
    error: {
      caption: "Failed response",
      language: "json",
      code: `{
  "success": false,
  "data": null,
  "message": "trigger.type must be one of: webhook, schedule, event"
}`,
    },
  },
  errors: {
    id: "error-handling",
    title: "Error Handling",
    description:
      "The API uses standard HTTP status codes. Check the status first, then message for details. Every response carries an X-Request-Id header; include it when you contact support.",
    labels: {
      status: "Status",
      meaning: "Meaning",
      action: "What to do",
      list: "HTTP status codes",
    },
    statuses: apiStatuses,
    sample: {
      caption: "Handling errors with the SDK",
      language: "typescript",
      code: `import { ApiError, AutomationClient } from "${sdk.packageName}";

const client = new AutomationClient({ apiKey: process.env.AI_AUTOMATION_API_KEY ?? "", environment: "production" });

try {
  await client.getAutomation("auto_8f2k1m9x");
} catch (error) {
  if (error instanceof ApiError && error.status === 404) {
    console.warn("That automation no longer exists.");
  } else if (error instanceof ApiError && error.retryable) {
    // 429 or 5xx: wait and try again with exponential backoff.
  } else {
    throw error;
  }
}`,
    },
  },
  rateLimits: {
    id: "rate-limits",
    title: "Rate Limits",
    description: "Limits apply per API key over a rolling one-minute window.",
    plans: [
      {
        plan: "Standard",
        limit: "100 requests per minute",
        description: "Included in every standard plan.",
      },
      {
        plan: "Enterprise",
        limit: "1000 requests per minute",
        description: "Enterprise plans; higher limits on request.",
      },
    ],
    headersTitle: "Rate Limit Headers",
    headers: [
      { name: "X-RateLimit-Limit", description: "Requests allowed in the current window." },
      { name: "X-RateLimit-Remaining", description: "Requests left in the current window." },
      { name: "X-RateLimit-Reset", description: "Unix time (seconds) when the window resets." },
    ],
    sample: {
      caption: "Rate limit headers in a response",
      language: "http",
      code: `HTTP/1.1 200 OK
Content-Type: application/json
X-RateLimit-Limit: 100
X-RateLimit-Remaining: 87
X-RateLimit-Reset: 1733234460`,
    },
    note: "Over the limit, requests get 429 Too Many Requests with a Retry-After header; wait that many seconds before retrying.",
  },
  sdk: {
    id: "sdk",
    title: "SDK",
    description: `The TypeScript SDK (version ${sdk.version}) wraps every endpoint above with typed methods, Bearer authentication and error handling.`,
    features: sdk.features,
    install: {
      caption: "Install the SDK package",
      language: "bash",
      code: `npm install ${sdk.packageName}`,
    },
    example: {
      caption: "SDK example: create an automation",
      language: "typescript",
      code: sdkExample,
    },
    contentsTitle: "The Download Contains",
    contents: [
      "README.md: installation, authentication, methods and support contacts",
      "src/index.ts: the typed client for all eight endpoints",
      "examples/create-automation.ts: the example on this page",
      "package.json and tsconfig.json, ready to build",
    ],
  },
} satisfies Omit<
  ApiDocumentationContent,
  "meta" | "backLink" | "hero" | "heroActions" | "reference" | "support"
>;

/** Texts of the API documentation page (/resources/docs/api-documentation). */
export const apiDocumentationPage = {
  meta: {
    title: "API Documentation: Endpoints, Authentication and Rate Limits",
    description:
      "REST API reference: Bearer authentication, eight automation, analytics and campaign endpoints, error codes, rate limits and the SDK.",
  },
  backLink: { label: "Back to Documentation", href: "/resources/documentation" },
  hero: {
    eyebrow: "API Reference · v1",
    title: "API Documentation",
    description:
      "Automate workflows, read analytics and run campaigns from your own code. A REST API with JSON everywhere, Bearer authentication and a TypeScript SDK.",
  },
  heroActions: {
    facts: [
      { label: "Base URL", value: baseUrl },
      { label: "Format", value: "JSON over HTTPS" },
      { label: "SDK", value: `TypeScript ${sdk.version}` },
    ],
    contact: supportContact,
  },
  reference: {
    id: "reference",
    toc: {
      title: "On This Page",
      items: Object.values(referenceSections).map(({ id, title }) => ({ id, label: title })),
    },
  },
  ...referenceSections,
  support: {
    title: "Questions About the API?",
    description:
      "Our developer support team helps with integration design, debugging and higher rate limits. Most questions are answered within 24 hours.",
    contact: supportContact,
    downloadNote: `TypeScript SDK · version ${sdk.version} · zip`,
  },
} satisfies ApiDocumentationContent;
