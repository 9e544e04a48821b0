import { Art, Bar, Box, CheckBadge, Panel } from "./art-parts";

/** Contact: a short conversation and a consultation slot picked on a calendar. */
export function ContactVisual() {
  return (
    <Art>
      <Panel x={20} y={34} w={230} h={74} rx={18} />
      <circle cx={50} cy={64} r={14} className="fill-primary/20" />
      <Bar x={74} y={56} w={150} h={6} tone="ink" />
      <Bar x={74} y={70} w={110} />
      <Bar x={74} y={84} w={70} />
      <Box x={110} y={124} w={210} h={62} rx={18} className="fill-primary" />
      <Bar x={130} y={142} w={150} h={6} tone="inverse" />
      <Bar x={130} y={156} w={100} h={6} tone="inverse-soft" />
      <Panel x={190} y={150} w={270} h={190} rx={16} />
      <Bar x={210} y={172} w={90} h={8} tone="ink" />
      <path
        d="M420 176l-6-6m6 6l-6 6M398 176l6-6m-6 6l6 6"
        className="stroke-muted-foreground/50"
        strokeWidth={2}
      />
      {[0, 1, 2, 3].map((row) =>
        [0, 1, 2, 3, 4].map((col) => {
          const picked = row === 2 && col === 3;
          return (
            <Box
              key={`${row}-${col}`}
              x={210 + col * 48}
              y={196 + row * 34}
              w={38}
              h={26}
              rx={7}
              className={
                picked
                  ? "fill-primary"
                  : col === 4 && row === 0
                    ? "fill-muted-foreground/5"
                    : "fill-muted-foreground/10"
              }
            />
          );
        }),
      )}
      <CheckBadge x={386} y={256} size={18} />
      <g transform="translate(24 214)">
        <Panel x={0} y={0} w={146} h={110} rx={16} />
        <path
          d="M22 30h102v60H22zM22 30l51 34 51-34"
          className="stroke-primary"
          strokeWidth={2.5}
          strokeLinejoin="round"
        />
      </g>
    </Art>
  );
}
