import type { ServiceDetailPage } from "../types";
import { appDevelopmentService } from "./app-development";
import { automationService } from "./automation";
import { performanceMarketingService } from "./performance-marketing";
import { webDevelopmentService } from "./web-development";

/** Service detail pages, one per address /services/{slug}; the route table reads this list. */
export const serviceDetailPages = [
  automationService,
  performanceMarketingService,
  appDevelopmentService,
  webDevelopmentService,
] satisfies ServiceDetailPage[];
