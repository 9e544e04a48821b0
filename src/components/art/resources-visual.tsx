import { Art, Bar, Box, Panel, Stroke } from "./art-parts";

/** The resources hub: an article, a white paper, a research chart and a page of code, fanned out. */
export function ResourcesVisual() {
  return (
    <Art>
      <g transform="rotate(-8 120 190)">
        <Panel x={40} y={70} w={160} h={210} />
        <Box x={56} y={86} w={128} h={70} rx={8} className="fill-primary/15" />
        <path d="M56 156l40-36 28 24 20-14 40 26z" className="fill-primary/40" />
        <Bar x={56} y={170} w={110} h={8} tone="ink" />
        {[0, 1, 2, 3].map((i) => (
          <Bar key={i} x={56} y={190 + i * 14} w={[120, 104, 116, 80][i] ?? 100} h={5} />
        ))}
      </g>
      <g transform="rotate(6 360 180)">
        <Panel x={280} y={60} w={160} h={220} />
        {[0, 1, 2, 3, 4].map((i) => (
          <Bar
            key={i}
            x={300 + i * 24}
            y={220 - i * 22 - 20}
            w={14}
            h={i * 22 + 20}
            tone={i === 4 ? "primary" : "soft"}
          />
        ))}
        <Bar x={296} y={236} w={100} h={7} tone="ink" />
        <Bar x={296} y={252} w={70} />
      </g>
      <Panel x={150} y={40} w={180} h={250} />
      <path d="M298 40h32v32h-24a8 8 0 0 1-8-8z" className="fill-primary/20" />
      <Box x={170} y={62} w={42} h={18} rx={5} className="fill-primary" />
      <Bar x={170} y={96} w={130} h={10} tone="ink" />
      <Bar x={170} y={112} w={96} h={10} tone="ink" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <Bar key={i} x={170} y={138 + i * 14} w={[140, 128, 136, 110, 132, 90][i] ?? 100} h={5} />
      ))}
      <Box x={170} y={236} w={100} h={30} rx={9} className="fill-primary" />
      <Stroke d="M186 244v10m-5-5l5 5 5-5" className="stroke-primary-foreground" />
      <Bar x={202} y={248} w={54} h={6} tone="inverse" />
      <g transform="translate(96 286)">
        <rect width={288} height={56} rx={12} className="fill-foreground/85" />
        <Bar x={18} y={16} w={40} h={6} tone="paper" />
        <Bar x={64} y={16} w={90} h={6} tone="soft" />
        <Bar x={34} y={32} w={120} h={6} tone="paper-faint" />
        <Bar x={160} y={32} w={60} h={6} tone="soft" />
      </g>
    </Art>
  );
}
