import type { ClientTestimonial } from "@/content/types";

/** Client quotes shown on the home page. */
export const testimonials = [
  {
    name: "Maria Gonzalez",
    role: "Chief Operating Officer",
    company: "Harborview Health Partners",
    content:
      "They automated our patient intake and insurance checks in five months. Front-desk teams got back twelve hours a week per clinic, and intake-related claim denials fell by 60%. It felt like an extension of our own team from the first workshop.",
    rating: 5,
  },
  {
    name: "David Chen",
    role: "VP of Growth",
    company: "Lumen Outdoor Co.",
    content:
      "We had tried two agencies before. Within a month they rebuilt our tracking, cut cost per acquisition by 38% and tied every dollar of spend to revenue in one dashboard. The weekly calls are short, specific and always end with the next test.",
    rating: 5,
  },
  {
    name: "Anika Sorensen",
    role: "Head of Engineering",
    company: "Fieldline Logistics",
    content:
      "Their augmented engineers were productive in the first sprint. They shipped our driver app on iOS and Android in fourteen weeks and left us clean, tested code that our own team now extends with confidence.",
    rating: 5,
  },
] satisfies ClientTestimonial[];
