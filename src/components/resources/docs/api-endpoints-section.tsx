import { ChevronDown } from "lucide-react";
import { useEffect } from "react";
import { Badge, type BadgeProps } from "@/components/ui/badge";
import type { ApiDocumentationContent, ApiHttpMethod } from "@/content/types";
import { ApiDocSection } from "@/components/resources/docs/api-docs-layout-section";
import { CodeBlock } from "@/components/resources/docs/code-block";
import { PhoneFold } from "@/components/sections/phone-fold";
import { fillTemplate } from "@/lib/text";

type ApiEndpointsSectionProps = ApiDocumentationContent["endpoints"];

const methodVariant: Record<ApiHttpMethod, BadgeProps["variant"]> = {
  GET: "soft",
  POST: "default",
  PUT: "secondary",
  DELETE: "destructive",
};

/** Opens the disclosure of the endpoint an address or an index link points at. */
function openEndpoint(id: string) {
  const details = document.getElementById(id)?.querySelector("details");
  if (details) details.open = true;
}

/**
 * The eight endpoints: an index (folded on phones, where the endpoints follow at once), then each endpoint's method, path and purpose, with its
 * parameters and request and response examples in a disclosure. The reference stays short
 * enough to scan on a phone; closed disclosures are still searched by the browser's find,
 * which opens them.
 */
export function ApiEndpointsSection({
  id,
  title,
  description,
  items,
  detailsLabel,
  indexLabel,
  parametersLabel,
  locationLabels,
  requiredLabel,
  optionalLabel,
}: ApiEndpointsSectionProps) {
  useEffect(() => {
    const fromAddress = () => openEndpoint(decodeURIComponent(window.location.hash.slice(1)));
    fromAddress();
    window.addEventListener("hashchange", fromAddress);
    return () => window.removeEventListener("hashchange", fromAddress);
  }, []);

  return (
    <ApiDocSection id={id} title={title} description={description}>
      <PhoneFold
        summary={fillTemplate(indexLabel, { count: items.length })}
        summaryClassName="px-4"
        className="mb-8 rounded-lg border bg-card text-card-foreground"
      >
        <ul className="grid gap-1 p-2 sm:grid-cols-2 sm:p-3">
          {items.map((endpoint) => (
            <li key={endpoint.id}>
              <a
                href={`#${endpoint.id}`}
                onClick={() => openEndpoint(endpoint.id)}
                className="flex min-h-10 min-w-0 items-center gap-3 rounded-md px-2 py-1.5 text-sm transition-colors hover:bg-accent"
              >
                <Badge variant={methodVariant[endpoint.method]} width="w-16" className="font-mono">
                  {endpoint.method}
                </Badge>
                <code className="min-w-0 font-mono break-all">{endpoint.path}</code>
              </a>
            </li>
          ))}
        </ul>
      </PhoneFold>
      <div className="space-y-4">
        {items.map((endpoint) => (
          <article
            key={endpoint.id}
            id={endpoint.id}
            aria-labelledby={`${endpoint.id}-title`}
            className="scroll-mt-24 rounded-lg border bg-card text-card-foreground"
          >
            <div className="p-4 sm:p-6">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <Badge variant={methodVariant[endpoint.method]} size="code">
                  {endpoint.method}
                </Badge>
                <code className="min-w-0 font-mono text-sm font-semibold break-all sm:text-base">
                  {endpoint.path}
                </code>
              </div>
              <h3 id={`${endpoint.id}-title`} className="mt-3 text-lg font-semibold sm:text-xl">
                {endpoint.title}
              </h3>
              <p className="mt-1 text-sm text-muted-foreground sm:text-base">
                {endpoint.description}
              </p>
            </div>
            <details className="group border-t">
              <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2.5 text-sm font-semibold text-primary transition-colors hover:bg-accent/50 sm:px-6 [&::-webkit-details-marker]:hidden">
                {detailsLabel}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 shrink-0 group-open:rotate-180 motion-safe:transition-transform"
                />
              </summary>
              <div className="space-y-4 px-4 pb-4 sm:px-6 sm:pb-6">
                {endpoint.parameters.length > 0 && (
                  <div>
                    <h4 className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">
                      {parametersLabel}
                    </h4>
                    <ul className="mt-3 divide-y rounded-lg border">
                      {endpoint.parameters.map((parameter) => (
                        <li key={parameter.location + parameter.name} className="px-4 py-3">
                          <div className="flex flex-wrap items-center gap-2">
                            <code className="font-mono text-sm font-semibold">
                              {parameter.name}
                            </code>
                            <span className="font-mono text-xs text-muted-foreground">
                              {parameter.type}
                            </span>
                            <Badge variant="outline">{locationLabels[parameter.location]}</Badge>
                            <Badge variant={parameter.required ? "default" : "secondary"}>
                              {parameter.required ? requiredLabel : optionalLabel}
                            </Badge>
                          </div>
                          <p className="mt-1 text-sm text-muted-foreground">
                            {parameter.description}
                          </p>
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
                <CodeBlock {...endpoint.request} />
                <CodeBlock {...endpoint.response} />
              </div>
            </details>
          </article>
        ))}
      </div>
    </ApiDocSection>
  );
}
