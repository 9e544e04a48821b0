import { Mail, MapPin, Phone } from "lucide-react";
import { Link } from "@/components/ui/link";
import { SocialIcon } from "@/components/icons/social-icons";
import { footerColumns, footerCopy } from "@/content/navigation";
import { newsletter } from "@/content/newsletter";
import { site } from "@/content/site";
import { telHref } from "@/lib/contact-links";
import { StaticPart } from "@/components/sections/static-part";
import { Logo } from "./logo";
import { NewsletterForm } from "./newsletter-form";
import { fillTemplate } from "@/lib/text";

/** The site's footer. It hydrates for the newsletter form; everything else is static parts. */
export function SiteFooter() {
  const { address } = site;
  return (
    <footer className="site-footer border-t bg-muted/40">
      <div className="container grid gap-10 py-14 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]">
        <StaticPart>
          <div className="space-y-5">
            <Logo />
            <p className="max-w-sm text-sm text-muted-foreground">{site.tagline}</p>
            <ul className="flex gap-2" aria-label="Social media">
              {site.socials.map((social) => (
                <li key={social.icon}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${social.label} (opens in a new tab)`}
                    className="inline-flex size-10 items-center justify-center rounded-md border bg-background text-muted-foreground transition-colors hover:text-foreground"
                  >
                    <SocialIcon name={social.icon} />
                  </a>
                </li>
              ))}
            </ul>
          </div>

          {footerColumns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold">{column.title}</h2>
              <ul className="mt-3 space-y-1.5">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      className="inline-flex min-h-6 items-center text-sm text-muted-foreground hover:text-foreground"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </StaticPart>

        <div className="space-y-6">
          <div>
            <StaticPart>
              <h2 className="text-sm font-semibold">{footerCopy.contactTitle}</h2>
              <ul className="mt-3 space-y-2 text-sm text-muted-foreground">
                <li>
                  <a
                    href={`mailto:${site.email}`}
                    className="inline-flex min-h-6 items-center gap-2 hover:text-foreground"
                  >
                    <Mail className="size-4 shrink-0" aria-hidden="true" />
                    {site.email}
                  </a>
                </li>
                <li>
                  <a
                    href={telHref(site.phone)}
                    className="inline-flex min-h-6 items-center gap-2 hover:text-foreground"
                  >
                    <Phone className="size-4 shrink-0" aria-hidden="true" />
                    {site.phone}
                  </a>
                </li>
                <li className="flex gap-2">
                  <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <address className="not-italic">
                    {address.street}
                    <br />
                    {address.city}, {address.region} {address.postalCode}
                  </address>
                </li>
              </ul>
            </StaticPart>
          </div>
          <div id="newsletter" className="scroll-mt-24">
            <StaticPart>
              <h2 className="text-sm font-semibold">{footerCopy.newsletterTitle}</h2>
              <p className="mt-2 mb-3 text-sm text-muted-foreground">
                {newsletter.highlights.join(" · ")}
              </p>
            </StaticPart>
            <NewsletterForm label={footerCopy.newsletterLabel} />
          </div>
        </div>
      </div>
      <div className="border-t">
        <StaticPart>
          <p className="container py-6 text-sm text-muted-foreground">
            {fillTemplate(footerCopy.copyright, { year: site.copyrightYear })}
          </p>
        </StaticPart>
      </div>
    </footer>
  );
}
