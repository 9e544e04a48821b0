import { caseStudiesArt as art } from "@/content/art/case-studies";
import { caseStudiesPage } from "@/content/case-studies/case-studies";
import { MockChip, MockPanel, MockScene, MockTitleBar } from "./mock-ui";

const { studies } = caseStudiesPage.list;

/**
 * Case Studies: the three engagements' real before-and-after results on one report screen,
 * read from the studies themselves, so the drawing charts the numbers the page tells.
 */
export function CaseStudiesVisual() {
  return (
    <MockScene>
      <MockPanel focal className="inset-x-0 top-[4%] @sm:inset-x-[3%]">
        <MockTitleBar title={art.caption} />
        <ul className="divide-y">
          {studies.map(({ id, industry, chart }) => {
            const top = Math.max(...chart.bars.map((bar) => bar.value));
            return (
              <li key={id} className="px-2.5 py-2 @sm:px-4 @sm:py-3">
                <div className="flex items-center gap-2">
                  <MockChip>{industry}</MockChip>
                  <span className="ml-auto text-[1.4em] leading-none font-semibold text-primary">
                    {chart.figure}
                  </span>
                </div>
                <p className="mt-1 text-muted-foreground">{chart.metric}</p>
                <svg
                  viewBox="0 0 100 14"
                  preserveAspectRatio="none"
                  className="mt-1.5 h-3.5 w-full"
                >
                  {chart.bars.map((bar, index) => (
                    <rect
                      key={bar.label}
                      x={0}
                      y={index * 8}
                      width={(bar.value / top) * 100}
                      height={6}
                      rx={2}
                      className={
                        index === chart.bars.length - 1
                          ? "fill-primary"
                          : "fill-muted-foreground/30"
                      }
                    />
                  ))}
                </svg>
              </li>
            );
          })}
        </ul>
      </MockPanel>
    </MockScene>
  );
}
