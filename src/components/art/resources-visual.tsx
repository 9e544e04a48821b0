import { Download } from "lucide-react";
import { Icon } from "@/components/icons/icon";
import { resourcesArt as art } from "@/content/art/resources";
import { resourcesPage } from "@/content/resources/resources";
import { MockChip, MockPanel, MockScene, MockTitleBar } from "./mock-ui";

const areas = resourcesPage.types.items;
const featured = resourcesPage.featured.items[0];
if (!featured)
  throw new Error("The resources drawing's featured item is missing from resources.ts");

/**
 * Resources: the library itself, its five areas with their counts as the page lists them and,
 * where the scene has room for it, the featured white paper with its downloads, all read from resources.ts.
 */
export function ResourcesVisual() {
  return (
    <MockScene>
      <MockPanel focal className="top-0 left-0 w-full @sm:w-[80%]">
        <MockTitleBar title={art.caption} />
        <ul className="divide-y">
          {areas.map(({ kind, icon, title, count }) => (
            <li key={kind} className="flex items-center gap-2.5 px-2.5 py-1.5 @sm:px-4 @sm:py-2">
              <span className="grid size-6 shrink-0 place-items-center rounded-md bg-accent text-accent-foreground @sm:size-7 [&_svg]:size-3.5">
                <Icon name={icon} />
              </span>
              <span className="flex-1 font-semibold">{title}</span>
              <MockChip tone="muted">{count}</MockChip>
            </li>
          ))}
        </ul>
      </MockPanel>
      <MockPanel className="right-0 bottom-0 hidden w-[62%] p-3.5 @md:block">
        <MockChip>{featured.type}</MockChip>
        <p className="mt-1.5 font-semibold">{featured.title}</p>
        <p className="mt-1 flex items-center gap-1 text-muted-foreground">
          <Download className="size-3 shrink-0" />
          {featured.downloads}
        </p>
      </MockPanel>
    </MockScene>
  );
}
