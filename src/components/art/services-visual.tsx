import { Icon } from "@/components/icons/icon";
import { servicesArt as art } from "@/content/art/services";
import { appDevelopmentService } from "@/content/services/app-development";
import { automationService } from "@/content/services/automation";
import { performanceMarketingService } from "@/content/services/performance-marketing";
import { coreServices } from "@/content/services/services-page";
import { webDevelopmentService } from "@/content/services/web-development";
import { MockPanel, MockScene, MockTitleBar, itemLabelled } from "./mock-ui";

/** Each core service's result, as its own page states it (the two automations share a page). */
const results: Record<string, { value: string; label: string }> = {
  "ai-automation": itemLabelled(automationService.metrics.items, "roi"),
  "performance-marketing": itemLabelled(
    performanceMarketingService.metrics.items,
    "return on ad spend",
  ),
  "low-code-automation": itemLabelled(automationService.metrics.items, "first workflow"),
  "app-development": itemLabelled(appDevelopmentService.metrics.items, "store rating"),
  "web-development": itemLabelled(webDevelopmentService.metrics.items, "lighthouse"),
};
const services = coreServices.map((service) => {
  const result = results[service.id];
  if (!result) throw new Error(`No result drawn for the service "${service.id}"`);
  return { ...service, result };
});

/**
 * Services: the five core services at work, one line each with its icon and a result its own
 * page reports, on one screen: the overview's five cards as one accountable team sees them.
 */
export function ServicesVisual() {
  return (
    <MockScene>
      <MockPanel focal className="inset-x-0 top-[3%] @sm:inset-x-[3%]">
        <MockTitleBar title={art.caption} />
        <ul className="divide-y">
          {services.map(({ id, icon, title, result }) => (
            <li key={id} className="flex items-center gap-2.5 px-2.5 py-2 @sm:gap-3 @sm:px-4">
              <span className="grid size-6 shrink-0 place-items-center rounded-md bg-accent text-accent-foreground @sm:size-8 [&_svg]:size-3.5 @sm:[&_svg]:size-4">
                <Icon name={icon} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold">{title}</span>
                <span className="block text-muted-foreground">{result.label}</span>
              </span>
              <span className="shrink-0 text-[1.3em] leading-none font-semibold text-primary">
                {result.value}
              </span>
            </li>
          ))}
        </ul>
      </MockPanel>
    </MockScene>
  );
}
