import { Art, Bar, Box, CheckBadge, Dot, Panel } from "./art-parts";

/** A phone frame with an app screen inside, drawn at (x, y). */
function Phone({ x, y, variant }: { x: number; y: number; variant: "list" | "card" }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <Panel x={0} y={0} w={148} h={292} rx={28} stroke="stroke-foreground/25" strokeWidth={3} />
      <Box x={54} y={12} w={40} h={10} rx={5} className="fill-foreground/20" />
      {variant === "card" ? (
        <>
          <Box x={14} y={38} w={120} h={96} rx={14} className="fill-primary" />
          <circle cx={104} cy={64} r={16} className="fill-primary-foreground/25" />
          <Bar x={26} y={104} w={60} h={8} tone="inverse" />
          <Bar x={26} y={118} w={40} h={5} tone="inverse-soft" />
          {[0, 1].map((i) => (
            <g key={i} transform={`translate(14 ${152 + i * 40})`}>
              <rect width={26} height={26} rx={8} className="fill-primary/15" />
              <Bar x={36} y={6} w={60} h={6} tone="ink" />
              <Bar x={36} y={17} w={40} h={4} />
            </g>
          ))}
        </>
      ) : (
        <>
          <Bar x={16} y={40} w={70} h={9} tone="ink" />
          {[0, 1, 2].map((i) => (
            <g key={i} transform={`translate(14 ${62 + i * 44})`}>
              <rect width={120} height={36} rx={10} className="fill-muted-foreground/10" />
              <Dot cx={18} cy={18} r={8} tone={i === 0 ? "primary" : "soft"} />
              <Bar x={34} y={11} w={56} h={5} tone="ink" />
              <Bar x={34} y={21} w={36} h={4} />
            </g>
          ))}
        </>
      )}
      <Bar x={14} y={248} w={120} h={1.5} tone="faint" />
      <Bar x={44} y={264} w={60} h={5} tone="soft" />
    </g>
  );
}

/** App development: two phones, a store rating and a release badge. */
export function DevicesVisual() {
  return (
    <Art>
      <Phone x={70} y={48} variant="list" />
      <Phone x={250} y={20} variant="card" />
      <Panel x={176} y={250} w={132} h={60} />
      <path
        d={[0, 1, 2, 3, 4]
          .map(
            (i) =>
              `M${197 + i * 20} 262l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5-3.6-3.5 5-.7z`,
          )
          .join("")}
        className="fill-primary"
      />
      <Bar x={190} y={286} w={64} h={6} tone="ink" />
      <CheckBadge x={368} y={300} size={28} />
    </Art>
  );
}
