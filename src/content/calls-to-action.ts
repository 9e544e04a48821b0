import type { CallToAction } from "./types";

/**
 * Buttons that appear on several pages with the same text and target. Change one
 * here and it changes everywhere; a button used once stays in its page's module.
 */
export const viewCaseStudies = {
  label: "View Case Studies",
  href: "/case-studies",
} satisfies CallToAction;
export const startYourProject = {
  label: "Start Your Project",
  href: "/contact",
} satisfies CallToAction;
export const scheduleConsultation = {
  label: "Schedule Consultation",
  href: "/contact",
} satisfies CallToAction;
export const scheduleAConsultation = {
  label: "Schedule a Consultation",
  href: "/contact",
} satisfies CallToAction;
export const contactUs = { label: "Contact Us", href: "/contact" } satisfies CallToAction;
export const getAQuote = { label: "Get a Quote", href: "/contact" } satisfies CallToAction;
export const requestCustomAnalysis = {
  label: "Request Custom Analysis",
  href: "/contact",
} satisfies CallToAction;
export const exploreOurServices = {
  label: "Explore Our Services",
  href: "/services",
} satisfies CallToAction;
export const allServices = { label: "All Services", href: "/services" } satisfies CallToAction;
export const browseAllResources = {
  label: "Browse All Resources",
  href: "/resources",
} satisfies CallToAction;
