import type { ReactNode } from "react";
import { Art, Bar, Box, CheckBadge, Panel, Stroke, Wire } from "./art-parts";

/** One step of the workflow: a card with a tinted icon square and two lines of label. */
function Step({
  x,
  y,
  accent,
  children,
}: {
  x: number;
  y: number;
  accent?: boolean;
  children?: ReactNode;
}) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <Panel x={0} y={0} w={150} h={58} stroke={accent ? "stroke-primary" : undefined} />
      <Box
        x={12}
        y={13}
        w={32}
        h={32}
        rx={9}
        className={accent ? "fill-primary" : "fill-primary/15"}
      />
      {children}
      <Bar x={54} y={20} w={70} h={7} tone="ink" />
      <Bar x={54} y={33} w={48} />
    </g>
  );
}

/** Automation: a trigger, an AI step that branches, actions and a human review of exceptions. */
export function WorkflowVisual() {
  return (
    <Art>
      <Wire d="M105 88v52M105 198v66q0 15 15 15h30" />
      <Wire d="M180 169h120M375 226v36" dashed />
      <Step x={30} y={30}>
        <path d="M31 17l-8 12h7l-3 9 10-13h-7l3-8z" className="fill-primary" />
      </Step>
      <Step x={30} y={140} accent>
        <path d="M28 19l3 7 7 3-7 3-3 7-3-7-7-3 7-3z" className="fill-primary-foreground" />
      </Step>
      <Step x={150} y={250}>
        <path d="M21 23h11v13H21zM25 19h11v13" className="stroke-primary" strokeWidth={2} />
      </Step>
      <g transform="translate(300 140)">
        <Panel x={0} y={0} w={150} h={86} stroke="stroke-primary/50" />
        <circle cx={28} cy={26} r={14} className="fill-primary/15" />
        <circle cx={28} cy={22} r={5} className="fill-primary" />
        <path d="M19 35a9 7 0 0 1 18 0" className="fill-primary" />
        <Bar x={50} y={18} w={70} h={7} tone="ink" />
        <Bar x={50} y={31} w={40} />
        <Box x={14} y={54} w={56} h={20} rx={10} className="fill-primary" />
        <Stroke d="M36 64l4 4 7-8" className="stroke-primary-foreground" />
        <Box x={78} y={54} w={56} h={20} rx={10} className="fill-muted-foreground/15" />
      </g>
      <Step x={300} y={262} />
      <CheckBadge x={428} y={252} />
      <Panel x={300} y={30} w={150} h={80} />
      <Bar x={316} y={56} w={60} h={6} tone="ink" />
      {[0, 1, 2, 3].map((i) => (
        <Bar
          key={i}
          x={384 + i * 16}
          y={96 - (i * 10 + 12)}
          w={10}
          h={i * 10 + 12}
          tone={i === 3 ? "primary" : "soft"}
        />
      ))}
    </Art>
  );
}
