import type { FinanceArt } from "@/content/types";

/** Financial services: a held payment in the transaction monitor (finance-visual.tsx). */
export const financeArt = {
  caption: "Transaction monitor",
  status: "1 alert",
  payment: { text: "$2,480.00 · Electronics", detail: "Card not present, new device" },
  steps: [
    { text: "Payment held", detail: "Scored in real time" },
    { text: "Customer asked in the app", detail: "“Was this you?”" },
    { text: "Analyst sees why", detail: "New device, unusual location" },
  ],
  risk: { label: "Risk score", value: "94" },
} satisfies FinanceArt;
