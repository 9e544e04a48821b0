import type { NotFoundContent } from "./types";

export const notFound = {
  meta: {
    title: "Page Not Found",
    description:
      "The page you were looking for does not exist or has moved. Head back to the home page to keep exploring.",
  },
  heading: "Oops! Page not found",
  description: "The page you are looking for does not exist or has moved.",
  homeLabel: "Return to Home",
  didYouMeanLabel: "Did you mean",
  search: {
    label: "Search articles, papers, research and guides",
    placeholder: "Search the site...",
    emptyDescription:
      "Try a broader word such as “automation” or “ROI”, or pick one of the pages below.",
  },
  suggestions: {
    title: "Popular Pages",
    links: [
      {
        label: "Services",
        description: "AI automation, performance marketing, apps and websites.",
        href: "/services",
      },
      {
        label: "Case Studies",
        description: "Measured results from our client projects.",
        href: "/case-studies",
      },
      {
        label: "Blog",
        description: "Practical articles on AI and automation.",
        href: "/resources/blog",
      },
      {
        label: "Resources",
        description: "White papers, research, documentation and insights.",
        href: "/resources",
      },
      {
        label: "About",
        description: "Who we are, how we work and the team behind it.",
        href: "/about",
      },
      {
        label: "Contact",
        description: "Tell us about your project.",
        href: "/contact",
      },
    ],
  },
} satisfies NotFoundContent;
