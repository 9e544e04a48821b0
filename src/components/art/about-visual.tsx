import { Users } from "lucide-react";
import { aboutArt as art } from "@/content/art/about";
import { aboutPage } from "@/content/about/about";
import {
  MockChip,
  MockFigure,
  MockFigurePanel,
  MockPanel,
  MockScene,
  MockTitleBar,
  itemLabelled,
} from "./mock-ui";

const { milestones } = aboutPage.timeline;
const team = itemLabelled(aboutPage.stats.items, "team");
const clients = itemLabelled(aboutPage.stats.items, "clients");

/**
 * About: the company's timeline, year by year as the page tells it, and beside it the team (its
 * head count) and the clients served, all from about.ts and facts.ts.
 */
export function AboutVisual() {
  return (
    <MockScene>
      <MockPanel focal className="top-0 left-0 w-[62%] @md:top-[4%]">
        <MockTitleBar title={art.caption} />
        <ol className="space-y-2 p-2.5 @sm:space-y-3 @sm:p-4">
          {milestones.map(({ year, title }, index) => {
            const latest = index === milestones.length - 1;
            return (
              <li key={year} className="flex items-baseline gap-2">
                <MockChip tone={latest ? "primary" : "soft"}>{year}</MockChip>
                <span className={latest ? "font-semibold" : "text-muted-foreground"}>{title}</span>
              </li>
            );
          })}
        </ol>
      </MockPanel>
      <MockPanel className="top-[10%] right-0 w-[35%] p-2.5 @sm:p-3.5">
        <span className="grid size-7 place-items-center rounded-full bg-accent text-accent-foreground @sm:size-9">
          <Users className="size-3.5 @sm:size-4.5" />
        </span>
        <MockFigure value={team.value} label={team.label} className="mt-2.5" />
      </MockPanel>
      <MockFigurePanel figure={clients} className="top-[50%] right-0 w-[35%]" />
    </MockScene>
  );
}
