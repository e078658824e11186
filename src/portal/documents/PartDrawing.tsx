import type { PartFamily } from '@contract/endpoints/documents';

const STROKE = { stroke: '#1f2937', strokeWidth: 1.5, fill: 'none' } as const;
const DIM = { stroke: '#1677ff', strokeWidth: 1 } as const;
const LABEL = { fill: '#1677ff', fontSize: 12, fontFamily: 'sans-serif' } as const;

/** A dimension line from (x1, y1) to (x2, y2) with its symbol at (lx, ly). */
function Dimension({ x1, y1, x2, y2, lx, ly, symbol }: { x1: number; y1: number; x2: number; y2: number; lx: number; ly: number; symbol: string }) {
  return (
    <g>
      <line x1={x1} y1={y1} x2={x2} y2={y2} {...DIM} markerStart="url(#at-arrow)" markerEnd="url(#at-arrow)" />
      <text x={lx} y={ly} {...LABEL}>
        {symbol}
      </text>
    </g>
  );
}

const hexagon = (cx: number, cy: number, r: number) =>
  Array.from({ length: 6 }, (_, i) => `${cx + r * Math.cos((Math.PI / 3) * i)},${cy + r * Math.sin((Math.PI / 3) * i)}`).join(' ');

/** Which dimension each symbol of a family is: a schematic drawing (not to scale). */
export function PartDrawing({ family, title }: { family: PartFamily; title: string }) {
  return (
    <svg viewBox="0 0 320 160" width="100%" style={{ maxWidth: 420 }} role="img" aria-label={title} data-testid={`drawing-${family}`}>
      <defs>
        <marker id="at-arrow" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
          <path d="M0,0 L10,5 L0,10 z" fill="#1677ff" />
        </marker>
      </defs>
      {family === 'bolt' && (
        <g>
          <rect x={30} y={40} width={30} height={80} {...STROKE} />
          <rect x={60} y={60} width={200} height={40} {...STROKE} />
          <line x1={170} y1={60} x2={170} y2={100} {...STROKE} strokeDasharray="3 3" />
          <Dimension x1={30} y1={30} x2={60} y2={30} lx={40} ly={24} symbol="k" />
          <Dimension x1={20} y1={40} x2={20} y2={120} lx={6} ly={84} symbol="s" />
          <Dimension x1={170} y1={112} x2={260} y2={112} lx={208} ly={130} symbol="b" />
          <text x={232} y={84} {...LABEL}>
            d
          </text>
        </g>
      )}
      {family === 'nut' && (
        <g>
          <polygon points={hexagon(90, 80, 55)} {...STROKE} />
          <circle cx={90} cy={80} r={24} {...STROKE} />
          <Dimension x1={90 - 47.6} y1={140} x2={90 + 47.6} y2={140} lx={84} ly={156} symbol="s" />
          <Dimension x1={35} y1={18} x2={145} y2={18} lx={84} ly={12} symbol="e" />
          <rect x={210} y={32} width={40} height={96} {...STROKE} />
          <Dimension x1={210} y1={140} x2={250} y2={140} lx={226} ly={156} symbol="m" />
        </g>
      )}
      {family === 'washer' && (
        <g>
          <circle cx={90} cy={80} r={60} {...STROKE} />
          <circle cx={90} cy={80} r={28} {...STROKE} />
          <Dimension x1={62} y1={80} x2={118} y2={80} lx={82} ly={74} symbol="d1" />
          <Dimension x1={30} y1={150} x2={150} y2={150} lx={82} ly={146} symbol="d2" />
          <rect x={220} y={20} width={12} height={120} {...STROKE} />
          <Dimension x1={220} y1={150} x2={232} y2={150} lx={240} ly={154} symbol="h" />
        </g>
      )}
      {family === 'screw' && (
        <g>
          <rect x={30} y={30} width={50} height={100} {...STROKE} />
          <rect x={30} y={62} width={22} height={36} {...STROKE} strokeDasharray="3 3" />
          <rect x={80} y={58} width={180} height={44} {...STROKE} />
          <Dimension x1={30} y1={20} x2={80} y2={20} lx={50} ly={14} symbol="k" />
          <Dimension x1={18} y1={30} x2={18} y2={130} lx={0} ly={84} symbol="dk" />
          <Dimension x1={30} y1={112} x2={52} y2={112} lx={36} ly={126} symbol="t" />
          <Dimension x1={62} y1={62} x2={62} y2={98} lx={66} ly={84} symbol="s" />
          <text x={232} y={84} {...LABEL}>
            d
          </text>
        </g>
      )}
    </svg>
  );
}
