import { Icon } from "@/components/icons/icon";
import { industriesArt as art } from "@/content/art/industries";
import { industryPages } from "@/content/industries";
import { MockPanel, MockScene, MockTitleBar } from "./mock-ui";

/** Each industry with the first result its own page states. */
const industries = industryPages.map(({ slug, card, benefits }) => {
  const result = benefits.items[0];
  if (!result) throw new Error(`The industry "${slug}" states no result to draw`);
  return { slug, icon: card.icon, title: card.title, result };
});

/**
 * Industries: the six industries on one report screen, each with its icon and the headline
 * result its page reports, read from the industry modules.
 */
export function IndustriesVisual() {
  return (
    <MockScene>
      <MockPanel focal className="inset-x-0 top-0 @sm:inset-x-[3%] @md:top-[3%]">
        <MockTitleBar title={art.caption} />
        <ul className="grid grid-cols-2 gap-px bg-border">
          {industries.map(({ slug, icon, title, result }) => (
            <li key={slug} className="bg-card px-2.5 py-2 @sm:py-1.5 @md:px-3.5 @md:py-2.5">
              <p className="flex items-center gap-1.5 font-semibold">
                <span className="text-primary [&_svg]:size-3.5 @sm:[&_svg]:size-4">
                  <Icon name={icon} />
                </span>
                {title}
              </p>
              <p className="mt-1 text-[1.4em] leading-tight font-semibold text-primary">
                {result.value}
              </p>
              <p className="text-muted-foreground">{result.label}</p>
            </li>
          ))}
        </ul>
      </MockPanel>
    </MockScene>
  );
}
