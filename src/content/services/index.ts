/** Service detail pages, one per address /services/{slug}. */
export const serviceDetailPages = [
  { slug: "automation", title: "Low-Code Automation" },
  { slug: "performance-marketing", title: "Performance Marketing" },
  { slug: "app-development", title: "App Development" },
  { slug: "web-development", title: "Web Development" },
];
