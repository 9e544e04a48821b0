// The option lists of the contact and consultation forms, verbatim from the specification.
// The database accepts exactly these values (CHECK constraints in supabase/migrations):
// change both together; tests/backend checks that they agree.

export const projectTypes = [
  "AI Automation",
  "Web Development",
  "Mobile App Development",
  "Performance Marketing",
  "Low-Code/No-Code Solutions",
  "Consulting & Strategy",
  "Other",
] as const;

export const budgets = [
  "Under $10k",
  "$10k - $25k",
  "$25k - $50k",
  "$50k - $100k",
  "$100k+",
  "Not Sure Yet",
] as const;

export const consultationTypes = [
  "AI Strategy & Roadmap",
  "Technical Architecture Review",
  "Project Scoping & Estimation",
  "Technology Stack Consultation",
  "Digital Transformation Planning",
  "Team Augmentation Discussion",
  "General Business Consultation",
] as const;

export const timeSlots = [
  "09:00 AM - 10:00 AM",
  "10:00 AM - 11:00 AM",
  "11:00 AM - 12:00 PM",
  "01:00 PM - 02:00 PM",
  "02:00 PM - 03:00 PM",
  "03:00 PM - 04:00 PM",
  "04:00 PM - 05:00 PM",
] as const;

export type ProjectType = (typeof projectTypes)[number];
export type Budget = (typeof budgets)[number];
export type ConsultationType = (typeof consultationTypes)[number];
export type TimeSlot = (typeof timeSlots)[number];
