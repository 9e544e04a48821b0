import { Mail, MapPin, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { ContactForm } from "@/components/contact/contact-form";
import { Card } from "@/components/ui/card";
import { IconTile } from "@/components/ui/icon-tile";
import type { ContactPageContent } from "@/content/types";
import { telHref } from "@/lib/contact-links";
import { Section } from "@/components/sections/section";

type ContactEnquirySectionProps = ContactPageContent["enquiry"];

/** The contact page's main band: the enquiry form beside the contact details and what happens next. */
export function ContactEnquirySection({
  id,
  form,
  details,
  expectations,
  contact,
}: ContactEnquirySectionProps) {
  const { address } = contact;
  return (
    <Section id={id} interactive>
      <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem] xl:gap-10">
        <Card className="stagger-item p-6 sm:p-8">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{form.title}</h2>
          <p className="mt-2 text-muted-foreground">{form.description}</p>
          <ContactForm content={form} className="mt-8 flex-1" />
        </Card>

        <div className="grid content-start gap-6">
          <Card className="stagger-item p-6">
            <h2 className="text-xl font-semibold tracking-tight">{details.title}</h2>
            <p className="mt-2 text-sm text-muted-foreground">{details.description}</p>
            <ul className="mt-6 grid gap-5">
              <ContactDetail icon={<Mail />} label={details.emailLabel}>
                <a
                  href={`mailto:${contact.email}`}
                  className="font-medium break-all hover:text-primary hover:underline"
                >
                  {contact.email}
                </a>
              </ContactDetail>
              <ContactDetail icon={<Phone />} label={details.phoneLabel}>
                <a
                  href={telHref(contact.phone)}
                  className="font-medium hover:text-primary hover:underline"
                >
                  {contact.phone}
                </a>
              </ContactDetail>
              <ContactDetail icon={<MapPin />} label={details.addressLabel}>
                <address className="font-medium not-italic">
                  {address.street}
                  <br />
                  {address.city}, {address.region} {address.postalCode}
                </address>
                <p className="mt-1 text-sm text-muted-foreground">{details.hours}</p>
              </ContactDetail>
            </ul>
          </Card>

          <Card className="stagger-item p-6">
            <h2 className="text-xl font-semibold tracking-tight">{expectations.title}</h2>
            <ul className="mt-5 grid gap-5">
              {expectations.items.map((item) => (
                <li key={item.title} className="flex gap-3">
                  <IconTile name={item.icon} size="sm" shape="md" />
                  <div>
                    <h3 className="font-semibold">{item.title}</h3>
                    <p className="mt-1 text-sm text-muted-foreground">{item.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </Card>
        </div>
      </div>
    </Section>
  );
}

function ContactDetail({
  icon,
  label,
  children,
}: {
  icon: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-3">
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-4"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        {children}
      </div>
    </li>
  );
}
