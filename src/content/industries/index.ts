import type { IndustryContent } from "../types";
import { financialServices } from "./financial-services";
import { government } from "./government";
import { healthcare } from "./healthcare";
import { manufacturing } from "./manufacturing";
import { retail } from "./retail";
import { technology } from "./technology";

/**
 * Industry pages, one per address /industries/{slug}, in the order the
 * overview grid shows them. Each page's content lives in its own module; the
 * copy every industry page shares is in ./industry-template.ts.
 */
export const industryPages: IndustryContent[] = [
  financialServices,
  healthcare,
  manufacturing,
  retail,
  government,
  technology,
];
