import { Art, Bar, Box, Dot, Panel, TrendArea, TrendLine } from "./art-parts";

const forecast = "250,142 282,126 314,134 346,104 378,110 410,82 442,70";

/** Retail: product cards with a recommended pick, a basket and a demand forecast. */
export function RetailVisual() {
  return (
    <Art>
      {[0, 1].map((i) => (
        <g key={i} transform={`translate(${24 + i * 112} ${52 + i * 24})`}>
          <Panel x={0} y={0} w={100} h={150} />
          <Box
            x={10}
            y={10}
            w={80}
            h={76}
            rx={8}
            className={i === 1 ? "fill-primary/20" : "fill-muted-foreground/10"}
          />
          <circle
            cx={50}
            cy={48}
            r={20}
            className={i === 1 ? "fill-primary" : "fill-muted-foreground/25"}
          />
          <Bar x={10} y={98} w={64} h={6} tone="ink" />
          <Bar x={10} y={112} w={40} />
          <Bar x={10} y={130} w={30} h={8} tone={i === 1 ? "primary" : "muted"} />
        </g>
      ))}
      <Box x={150} y={64} w={64} h={22} rx={11} className="fill-primary" />
      <path d="M162 75l3 3 6-6" className="stroke-primary-foreground" strokeWidth={2} />
      <Bar x={176} y={72} w={30} h={6} tone="inverse" />
      <Panel x={232} y={36} w={228} h={136} />
      <Bar x={250} y={54} w={80} h={7} tone="ink" />
      <TrendArea points={forecast} base={156} />
      <TrendLine points={forecast} />
      <path d="M378 110L442 70" className="stroke-card" strokeWidth={3} strokeDasharray="2 5" />
      <Dot cx={442} cy={70} r={5} />
      <Panel x={148} y={214} w={312} h={120} />
      <g transform="translate(176 238)">
        <rect width={72} height={72} rx={18} className="fill-primary/15" />
        <path d="M18 28h36l-4 30H22z" className="fill-primary" />
        <path d="M28 28v-6a8 8 0 0 1 16 0v6" className="stroke-primary" strokeWidth={3.5} />
      </g>
      {[0, 1, 2].map((i) => (
        <g key={i}>
          <Bar
            x={268}
            y={244 + i * 22}
            w={[110, 90, 120][i] ?? 100}
            h={6}
            tone={i === 0 ? "ink" : "muted"}
          />
          <Bar x={406} y={244 + i * 22} w={36} h={6} tone="muted" />
        </g>
      ))}
      <Bar x={268} y={308} w={174} h={1.5} tone="faint" />
      <Bar x={392} y={316} w={50} h={8} tone="primary" />
    </Art>
  );
}
