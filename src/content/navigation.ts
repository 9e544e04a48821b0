import type { FooterColumn, FooterCopy, NavItem, NavLink } from "./types";
import { site } from "./site";

/** The header menu. Items with `children` open as dropdowns (and as sections in the mobile drawer). */
export const mainNav = [
  { label: "Home", href: "/" },
  {
    label: "Services",
    href: "/services",
    children: [
      {
        label: "All Services",
        href: "/services",
        description: "Engagement models, pricing and delivery times",
      },
      {
        label: "Low-Code Automation",
        href: "/services/automation",
        description: "Automate workflows in weeks, not quarters",
      },
      {
        label: "Performance Marketing",
        href: "/services/performance-marketing",
        description: "AI-driven campaigns measured on revenue",
      },
      {
        label: "App Development",
        href: "/services/app-development",
        description: "Native and cross-platform mobile apps",
      },
      {
        label: "Web Development",
        href: "/services/web-development",
        description: "Fast, accessible web platforms",
      },
    ],
  },
  {
    label: "Industries",
    href: "/industries",
    children: [
      {
        label: "All Industries",
        href: "/industries",
        description: "How AI changes work in each sector",
      },
      { label: "Financial Services", href: "/industries/financial-services" },
      { label: "Healthcare", href: "/industries/healthcare" },
      { label: "Manufacturing", href: "/industries/manufacturing" },
      { label: "Retail & E-commerce", href: "/industries/retail" },
      { label: "Government & Defense", href: "/industries/government" },
      { label: "Technology", href: "/industries/technology" },
    ],
  },
  {
    label: "Resources",
    href: "/resources",
    children: [
      {
        label: "Resource Hub",
        href: "/resources",
        description: "Everything we publish, in one place",
      },
      { label: "Blog", href: "/resources/blog" },
      { label: "White Papers", href: "/resources/white-papers" },
      { label: "Research", href: "/resources/research" },
      { label: "Documentation", href: "/resources/documentation" },
      { label: "AI Insights", href: "/resources/insights" },
    ],
  },
  { label: "About", href: "/about" },
  { label: "Case Studies", href: "/case-studies" },
] satisfies NavItem[];

/**
 * The logo's link to the home page, in the header and the footer. Its name starts with the
 * words the logo shows, so a voice-control user can say them (WCAG 2.5.3).
 */
export const logoLink = { label: `${site.name}, home`, href: "/" } satisfies NavLink;

/** The button at the right of the header. */
export const headerCta = { label: "Contact Us", href: "/contact" } satisfies NavLink;

export const footerColumns = [
  {
    title: "Services",
    links: [
      { label: "AI Automation", href: "/services/automation" },
      { label: "Performance Marketing", href: "/services/performance-marketing" },
      { label: "App Development", href: "/services/app-development" },
      { label: "Web Development", href: "/services/web-development" },
      { label: "All Services", href: "/services" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About Us", href: "/about" },
      { label: "Case Studies", href: "/case-studies" },
      { label: "Careers", href: "/about#careers" },
      { label: "Contact", href: "/contact" },
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms of Use", href: "/terms" },
    ],
  },
] satisfies FooterColumn[];

export const footerCopy = {
  contactTitle: "Contact",
  newsletterTitle: "Newsletter",
  newsletterLabel: "Email address for the newsletter",
  copyright: "Copyright © {year}. All rights reserved.",
} satisfies FooterCopy;

/** The header's theme menu: each choice's name. */
export const themeLabels = { light: "Light", dark: "Dark", system: "System" } as const;
