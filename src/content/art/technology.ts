import type { TechnologyArt } from "@/content/types";
import { inventedClients } from "./clients";

const customer = inventedClients.logistics;

/** Technology: a support ticket answered from the product's docs (technology-visual.tsx). */
export const technologyArt = {
  caption: "Support · ticket #8214",
  status: "Resolved",
  ticket: {
    text: "Can't export invoices to CSV",
    detail: `${customer.contact}, ${customer.name} · 2 min ago`,
    tags: ["Billing", "Tagged by AI"],
  },
  answer: {
    label: "Answer from your docs",
    text: "Exports live under Settings, Billing. Pick a date range, then Download CSV.",
  },
  reply: "That worked, thanks!",
} satisfies TechnologyArt;
