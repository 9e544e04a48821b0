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
} satisfies NotFoundContent;
