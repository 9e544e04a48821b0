/** Industry pages, one per address /industries/{slug}. */
export const industryPages = [
  { slug: "financial-services", title: "Financial Services" },
  { slug: "healthcare", title: "Healthcare" },
  { slug: "manufacturing", title: "Manufacturing" },
  { slug: "retail", title: "Retail & E-commerce" },
  { slug: "government", title: "Government & Defense" },
  { slug: "technology", title: "Technology" },
];
