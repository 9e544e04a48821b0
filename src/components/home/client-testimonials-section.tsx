import { Quote, Star } from "lucide-react";
import type { HomePageContent } from "@/content/types";
import { cn } from "@/lib/utils";
import { Section } from "@/components/sections/section";
import { PhoneRail, phoneRailItem } from "@/components/sections/phone-rail";

const MAX_RATING = 5;

type ClientTestimonialsSectionProps = HomePageContent["testimonials"];

/** Client quotes with a star rating that assistive technology reads as one phrase. */
export function ClientTestimonialsSection({
  ratingLabel,
  items,
  ...section
}: ClientTestimonialsSectionProps) {
  return (
    <Section {...section}>
      <PhoneRail label={section.title} gap="lg" className="lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.name} className={cn("stagger-item", phoneRailItem)}>
            <figure className="flex w-full flex-col rounded-xl border bg-card p-4 shadow-sm sm:p-8">
              <div className="flex items-center justify-between gap-4">
                <div
                  role="img"
                  aria-label={ratingLabel.replace("{rating}", String(item.rating))}
                  className="flex gap-1"
                >
                  {Array.from({ length: MAX_RATING }, (_, star) => (
                    <Star
                      key={star}
                      aria-hidden="true"
                      className={cn(
                        "size-5",
                        star < item.rating ? "fill-current text-primary" : "text-border",
                      )}
                    />
                  ))}
                </div>
                <Quote className="size-6 text-primary/25 sm:size-8" aria-hidden="true" />
              </div>
              <blockquote className="mt-4 flex-1 text-[0.9375rem] leading-relaxed sm:mt-5 sm:text-base">
                <p>{item.content}</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-3 border-t pt-4 sm:mt-6 sm:pt-5">
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-sm font-bold text-accent-foreground"
                >
                  {item.name
                    .split(" ")
                    .map((part) => part[0])
                    .join("")}
                </span>
                <span>
                  <span className="block font-semibold">{item.name}</span>
                  <span className="block text-sm text-muted-foreground">
                    {item.role}, {item.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </PhoneRail>
    </Section>
  );
}
