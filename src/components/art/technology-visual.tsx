import { Sparkles } from "lucide-react";
import { technology } from "@/content/industries/technology";
import {
  MockChip,
  MockFigurePanel,
  MockPanel,
  MockScene,
  MockTitleBar,
  itemLabelled,
} from "./mock-ui";
import { technologyArt as art } from "@/content/art/technology";

const resolved = itemLabelled(technology.benefits.items, "support tickets");

/**
 * Technology: support automation inside a product team's help desk: a ticket tagged and
 * routed, answered from the docs, and closed without waiting for an agent.
 */
export function TechnologyVisual() {
  return (
    <MockScene>
      <MockPanel focal className="top-0 left-0 w-[80%] @sm:w-[70%]">
        <MockTitleBar title={art.caption} end={<MockChip tone="success">{art.status}</MockChip>} />
        <div className="space-y-2 p-2.5 @sm:space-y-3 @sm:p-4">
          <div>
            <p className="truncate font-semibold">{art.ticket.text}</p>
            <p className="truncate text-muted-foreground">{art.ticket.detail}</p>
            <span className="mt-1.5 flex gap-1.5">
              {art.ticket.tags.map((tag, index) => (
                <MockChip key={tag} tone={index === 0 ? "soft" : "muted"}>
                  {tag}
                </MockChip>
              ))}
            </span>
          </div>
          <div className="rounded-lg bg-accent p-2 text-accent-foreground @sm:p-3">
            <p className="flex items-center gap-1 font-semibold">
              <Sparkles className="size-3 @sm:size-3.5" /> {art.answer.label}
            </p>
            <p className="mt-1 line-clamp-2">{art.answer.text}</p>
          </div>
          <div className="hidden justify-end @xs:flex">
            <p className="rounded-lg bg-muted px-2 py-1.5 @sm:px-3 @sm:py-2">{art.reply}</p>
          </div>
        </div>
      </MockPanel>
      <MockFigurePanel figure={resolved} className="right-0 bottom-0 w-[40%] @sm:w-[36%]" />
    </MockScene>
  );
}
