import type { InvoiceApprovalArt } from "@/content/types";

/** The invoice workflow drawn on the home and automation pages (invoice-approval-panel.tsx). */
export const invoiceApprovalArt = {
  caption: "Invoice approval",
  status: "Running",
  arrives: {
    text: "Invoice arrives",
    detail: "Accounts inbox, PDF attached",
    brief: "Accounts inbox",
  },
  check: {
    text: "AI reads and checks it",
    detail: "Matches the order, totals agree",
    brief: "Totals agree",
  },
  exception: {
    text: "Exception to review",
    detail: "Over the approval limit",
    approve: "Approve",
    ask: "Ask why",
  },
  posted: { text: "Posted to the ledger", detail: "Requester notified" },
} satisfies InvoiceApprovalArt;
