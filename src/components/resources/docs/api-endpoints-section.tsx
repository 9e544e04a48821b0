import { Badge, type BadgeProps } from "@/components/ui/badge";
import type { ApiDocumentationContent, ApiHttpMethod } from "@/content/types";
import { ApiDocSection } from "@/components/resources/docs/api-docs-layout-section";
import { CodeBlock } from "@/components/resources/docs/code-block";

type ApiEndpointsSectionProps = ApiDocumentationContent["endpoints"];

const methodVariant: Record<ApiHttpMethod, BadgeProps["variant"]> = {
  GET: "soft",
  POST: "default",
  PUT: "secondary",
  DELETE: "destructive",
};

/** The eight endpoints: method and path, parameters, and a request and response example for each. */
export function ApiEndpointsSection({
  id,
  title,
  description,
  items,
  parametersLabel,
  locationLabels,
  requiredLabel,
  optionalLabel,
}: ApiEndpointsSectionProps) {
  return (
    <ApiDocSection id={id} title={title} description={description}>
      <ul className="mb-10 grid gap-2 rounded-lg border bg-card p-4 text-card-foreground sm:grid-cols-2">
        {items.map((endpoint) => (
          <li key={endpoint.id}>
            <a
              href={`#${endpoint.id}`}
              className="flex min-w-0 items-center gap-3 rounded-md px-2 py-1.5 text-sm transition-colors hover:bg-accent"
            >
              <Badge
                variant={methodVariant[endpoint.method]}
                className="w-16 justify-center font-mono"
              >
                {endpoint.method}
              </Badge>
              <code className="min-w-0 font-mono break-all">{endpoint.path}</code>
            </a>
          </li>
        ))}
      </ul>
      <div className="space-y-14">
        {items.map((endpoint) => (
          <article
            key={endpoint.id}
            id={endpoint.id}
            aria-labelledby={`${endpoint.id}-title`}
            className="scroll-mt-24"
          >
            <div className="flex flex-wrap items-center gap-3">
              <Badge
                variant={methodVariant[endpoint.method]}
                className="px-3 py-1 font-mono text-sm"
              >
                {endpoint.method}
              </Badge>
              <code className="min-w-0 font-mono text-base font-semibold break-all">
                {endpoint.path}
              </code>
            </div>
            <h3 id={`${endpoint.id}-title`} className="mt-3 text-xl font-semibold">
              {endpoint.title}
            </h3>
            <p className="mt-2 text-muted-foreground">{endpoint.description}</p>
            {endpoint.parameters.length > 0 && (
              <>
                <h4 className="mt-6 text-sm font-semibold tracking-wider text-muted-foreground uppercase">
                  {parametersLabel}
                </h4>
                <ul className="mt-3 divide-y rounded-lg border">
                  {endpoint.parameters.map((parameter) => (
                    <li key={parameter.location + parameter.name} className="px-4 py-3">
                      <div className="flex flex-wrap items-center gap-2">
                        <code className="font-mono text-sm font-semibold">{parameter.name}</code>
                        <span className="font-mono text-xs text-muted-foreground">
                          {parameter.type}
                        </span>
                        <Badge variant="outline">{locationLabels[parameter.location]}</Badge>
                        <Badge variant={parameter.required ? "default" : "secondary"}>
                          {parameter.required ? requiredLabel : optionalLabel}
                        </Badge>
                      </div>
                      <p className="mt-1 text-sm text-muted-foreground">{parameter.description}</p>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <div className="mt-6 space-y-4">
              <CodeBlock {...endpoint.request} />
              <CodeBlock {...endpoint.response} />
            </div>
          </article>
        ))}
      </div>
    </ApiDocSection>
  );
}
