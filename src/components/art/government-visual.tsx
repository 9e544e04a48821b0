import { Art, Bar, Box, CheckBadge, Panel, Stroke } from "./art-parts";

/** Government: a civic building, a signed and sealed record, and a secure lock. */
export function GovernmentVisual() {
  return (
    <Art>
      <g>
        <path d="M140 36l124 60H16z" className="fill-primary" />
        <Box x={24} y={100} w={232} h={12} rx={3} className="fill-primary/70" />
        {[0, 1, 2, 3, 4].map((i) => (
          <Box key={i} x={38 + i * 44} y={120} w={20} h={118} rx={4} className="fill-primary/25" />
        ))}
        <Box x={16} y={244} w={248} h={14} rx={3} className="fill-primary/70" />
        <Box x={4} y={262} w={272} h={14} rx={3} className="fill-primary" />
        <circle cx={140} cy={76} r={9} className="fill-primary-foreground/40" />
      </g>
      <Panel x={250} y={92} w={198} h={236} rx={14} />
      <Bar x={272} y={116} w={110} h={8} tone="ink" />
      {[0, 1, 2, 3, 4].map((i) => (
        <Bar key={i} x={272} y={140 + i * 16} w={[150, 140, 154, 120, 96][i] ?? 120} h={5} />
      ))}
      <Stroke d="M272 262c10-14 18 8 28-4s14 6 24-2" className="stroke-foreground/60" />
      <circle
        cx={404}
        cy={272}
        r={26}
        className="fill-primary/15 stroke-primary"
        strokeWidth={2}
        strokeDasharray="3 3"
      />
      <CheckBadge x={393} y={261} />
      <g transform="translate(386 30)">
        <Box x={0} y={26} w={60} h={46} rx={10} className="fill-foreground/80" />
        <path d="M14 26v-8a16 16 0 0 1 32 0v8" className="stroke-foreground/80" strokeWidth={6} />
        <circle cx={30} cy={46} r={6} className="fill-background" />
        <Box x={27} y={48} w={6} h={12} rx={3} className="fill-background" />
      </g>
    </Art>
  );
}
