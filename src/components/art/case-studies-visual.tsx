import { Art, Bar, Panel, Stroke, TrendArea, TrendLine } from "./art-parts";

const growth = "40,266 88,256 136,246 184,220 232,206 280,170 328,150 376,110 424,84";

/** Case studies: before-and-after bars and a growth line, results measured from a baseline. */
export function CaseStudiesVisual() {
  return (
    <Art>
      <Panel x={16} y={24} w={448} h={312} rx={16} />
      <Bar x={40} y={48} w={120} h={8} tone="ink" />
      <Bar x={40} y={64} w={70} />
      {[0, 1, 2, 3].map((i) => (
        <Bar key={i} x={40} y={110 + i * 52} w={400} h={1} tone="faint" />
      ))}
      <Bar x={40} y={266} w={400} h={1.5} tone="muted" />
      <TrendArea points={growth} base={266} />
      <TrendLine points={growth} />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${70 + i * 120} 0)`}>
          <Bar x={0} y={286} w={16} h={36} tone="muted" />
          <Bar x={20} y={296 - i * 4} w={16} h={26 + i * 4} tone="primary" />
        </g>
      ))}
      <g transform="translate(300 40)">
        <rect width={140} height={48} rx={12} className="fill-primary" />
        <Stroke d="M18 32l10-10 8 6 14-14" className="stroke-primary-foreground" width={3} joined />
        <Bar x={62} y={16} w={56} h={8} tone="inverse" />
        <Bar x={62} y={30} w={36} h={5} tone="inverse-soft" />
      </g>
    </Art>
  );
}
