/**
 * The eleven articles the specification names: full-length pieces of at least 800 words and
 * four headed sections (every other post has at least 400 words and two). Slugs of posts.ts.
 */
export const fullArticles = [
  "ai-automation-trends-2024",
  "scalable-ai-solutions",
  "no-code-automation",
  "ai-roi-measurement",
  "healthcare-ai",
  "ai-ethics",
  "performance-marketing-ai",
  "generative-ai-enterprise",
  "edge-ai-revolution",
  "advanced-rpa",
  "ai-model-governance",
] as const satisfies readonly string[];
